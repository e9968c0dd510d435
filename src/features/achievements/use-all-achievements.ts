import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { otherAchievementQuery } from '@/data/asset-queries';
import type { OtherAchievement } from '@/data/asset-schemas';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';
import { useAccountAchievements, useAcquiredFish, useRegionCompletion } from '@/features/progress';
import {
  accountAchievementProgress,
  achievementProgress,
  completedRegionAchievements,
} from './achievement-progress';

export interface AllAchievements {
  byKey: ReadonlyMap<string, OtherAchievement>;
  errors: Error[];
}

function combine(results: UseQueryResult<OtherAchievement>[]): AllAchievements {
  const byKey = new Map<string, OtherAchievement>();
  results.forEach((result, i) => {
    const key = otherAchievementIndex[i]?.key;
    if (key && result.data) byKey.set(key, result.data);
  });
  return { byKey, errors: results.flatMap((result) => (result.error ? [result.error] : [])) };
}

/** Every other achievement's asset (12 requests, cached for the session). */
export function useAllAchievements(): AllAchievements {
  return useQueries({
    queries: otherAchievementIndex.map((entry) => otherAchievementQuery(entry.key)),
    combine,
  });
}

/**
 * A function giving an achievement's progress: the account's while a key's progress is loaded,
 * otherwise from what the player has marked caught and completed.
 */
export function useAchievementProgress() {
  const acquired = useAcquiredFish();
  const completion = useRegionCompletion();
  const account = useAccountAchievements();
  return useMemo(() => {
    if (account) {
      const byId = new Map(account.map((entry) => [entry.id, entry]));
      return (achievement: OtherAchievement) =>
        accountAchievementProgress(achievement, byId.get(achievement.id));
    }
    const completed = completedRegionAchievements(regionIndex, completion);
    return (achievement: OtherAchievement) => achievementProgress(achievement, acquired, completed);
  }, [acquired, completion, account]);
}
