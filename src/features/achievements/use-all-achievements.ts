import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import type { OtherAchievement } from '@/data/asset-schemas';
import { otherAchievementIndex } from '@/data/catalog-index';

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
    queries: otherAchievementIndex.map((entry) => assetQuery(assets.otherAchievement(entry.key))),
    combine,
  });
}
