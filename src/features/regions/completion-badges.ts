import type { RegionIndexEntry } from '@/data/catalog-index';

/**
 * Badge texts for a region completed `count` times (spec §3: Σ over the regional and avid
 * achievements of `repeated`, or 1 if done). The first completion is the regional fisher
 * achievement; every further one is a repeat of the avid version, shown with its count.
 */
export function completionBadges(entry: RegionIndexEntry, count: number): string[] {
  if (count < 1) return [];
  const badges = [`${entry.achievementName} done`];
  if (count > 1 && entry.achievementIds.length > 1) badges.push(`Avid × ${count - 1}`);
  return badges;
}
