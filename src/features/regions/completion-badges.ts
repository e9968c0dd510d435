import type { RegionIndexEntry } from '@/data/catalog-index';
import type { RegionRound } from '@/lib/progress';

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

/** The collection a round fills: the regional fisher, or its avid version. */
export const roundCollectionName = (
  entry: Pick<RegionIndexEntry, 'achievementName'>,
  round: RegionRound | undefined,
) => (round?.kind === 'avid' ? `Avid ${entry.achievementName}` : entry.achievementName);

/**
 * A region card's progress line: caught / total of the current round, which round it is once the
 * player is past the first, and how often the region was completed ("Avid round · 4 / 21 ·
 * completed 2×").
 */
export function roundSummary(round: RegionRound | undefined, caught: number, total: number) {
  const completed = round && round.completions > 0 ? ` · completed ${round.completions}×` : '';
  if (round?.kind === 'avid') return `Avid round · ${caught} / ${total}${completed}`;
  return `${caught} / ${total} fish caught${completed}`;
}
