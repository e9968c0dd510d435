import type { OtherAchievement } from '@/data/asset-schemas';
import type { RegionIndexEntry } from '@/data/catalog-index';
import { caughtFromAccount, type AccountAchievementProgress } from './account-progress';

/** How far along an achievement is. */
export interface AchievementProgress {
  done: number;
  total: number;
}

/**
 * Progress of an other achievement. A collection counts its bits whose item is caught; a meta
 * achievement (with `requiredCount`) counts its completed child achievements, up to the count it
 * needs. With a selected key, `accountAchievementProgress` gives the account's instead.
 */
export function achievementProgress(
  achievement: Pick<OtherAchievement, 'bits' | 'children' | 'requiredCount'>,
  acquired: ReadonlySet<number>,
  completedAchievements: ReadonlySet<number>,
): AchievementProgress {
  if (achievement.requiredCount !== null) {
    const done = achievement.children.filter((id) => completedAchievements.has(id)).length;
    return { done: Math.min(done, achievement.requiredCount), total: achievement.requiredCount };
  }
  const done = achievement.bits.filter((bit) => acquired.has(bit.id)).length;
  return { done, total: achievement.bits.length };
}

/**
 * Progress of an other achievement from the account's answer (absent = not started): a meta
 * achievement reports its `current` count (all once done); a collection its items caught in the
 * current round, by the same rule as the regions' (a repeatable one restarts after `done`).
 */
export function accountAchievementProgress(
  achievement: Pick<OtherAchievement, 'bits' | 'requiredCount'>,
  entry: AccountAchievementProgress | undefined,
): AchievementProgress {
  if (achievement.requiredCount === null && achievement.bits.length > 0) {
    const total = achievement.bits.length;
    return { done: caughtFromAccount(achievement, entry).size, total };
  }
  const total = entry?.max ?? achievement.requiredCount ?? achievement.bits.length;
  if (entry?.done) return { done: total, total };
  return { done: Math.min(entry?.current ?? 0, total), total };
}

/**
 * Region achievements completed according to completion counts (spec §3): the regional fisher
 * from the first completion, the avid version from the second.
 */
export function completedRegionAchievements(
  regions: readonly Pick<RegionIndexEntry, 'key' | 'achievementIds'>[],
  completion: Readonly<Record<string, number>>,
): Set<number> {
  const completed = new Set<number>();
  for (const region of regions) {
    const count = completion[region.key] ?? 0;
    region.achievementIds.forEach((id, i) => {
      if (count > i) completed.add(id);
    });
  }
  return completed;
}
