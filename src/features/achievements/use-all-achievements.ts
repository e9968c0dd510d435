import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assetQuery, assets } from '@/data/asset-queries';
import type { OtherAchievement } from '@/lib/catalog/asset-schemas';
import type { AchievementIndexEntry } from '@/lib/catalog/catalog-index';
import { useAchievementIndex } from '@/data/use-catalog-assets';

export interface AllAchievements {
  /** The bundled achievements, then the collections the game added (issue 29). */
  entries: readonly AchievementIndexEntry[];
  byKey: ReadonlyMap<string, OtherAchievement>;
  errors: Error[];
}

function combineWith(entries: readonly AchievementIndexEntry[]) {
  return (results: UseQueryResult<OtherAchievement>[]): AllAchievements => {
    const byKey = new Map<string, OtherAchievement>();
    results.forEach((result, i) => {
      const key = entries[i]?.key;
      if (key && result.data) byKey.set(key, result.data);
    });
    return {
      entries,
      byKey,
      errors: results.flatMap((result) => (result.error ? [result.error] : [])),
    };
  };
}

/** Every other achievement's asset (12 requests, cached for the session). */
export function useAllAchievements(): AllAchievements {
  const entries = useAchievementIndex();
  const queries = useMemo(
    () => entries.map((entry) => assetQuery(assets.otherAchievement(entry.key))),
    [entries],
  );
  const combine = useMemo(() => combineWith(entries), [entries]);
  return useQueries({ queries, combine });
}
