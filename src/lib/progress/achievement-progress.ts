import type { OtherAchievement } from '@/lib/catalog/asset-schemas';
import type { AchievementIndexEntry, RegionIndexEntry } from '@/lib/catalog/catalog-index';
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
 * Achievement id → how often it was completed, from the completion counts marked by hand (spec
 * §3): a region's first completion is its regional fisher, every further one a round of its avid
 * version; an other collection counts under its own key. Ids never completed are left out.
 */
export function manualCompletions(
  regions: readonly Pick<RegionIndexEntry, 'key' | 'achievementIds'>[],
  achievements: readonly Pick<AchievementIndexEntry, 'key' | 'id'>[],
  completion: Readonly<Record<string, number>>,
): Map<number, number> {
  const counts = new Map<number, number>();
  const count = (id: number, times: number) => {
    if (times > 0) counts.set(id, times);
  };
  for (const { key, achievementIds } of regions) {
    const [baseId, avidId] = achievementIds;
    const times = completion[key] ?? 0;
    if (baseId !== undefined) count(baseId, Math.min(times, 1));
    if (avidId !== undefined) count(avidId, times - 1);
  }
  for (const { key, id } of achievements) count(id, completion[key] ?? 0);
  return counts;
}
