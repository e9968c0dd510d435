import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import type { ItemExtensions, OtherAchievement, Region } from '@/data/asset-schemas';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';
import { achievementCollection, regionCollection, type PlanCollection } from '@/lib/planner';

export interface PlanCollections {
  /** The regions, then the fish achievements (World Class, Saltwater and their avid versions). */
  collections: PlanCollection[];
  /** Files that failed (each names its file); the rest is planned. */
  errors: Error[];
  pending: boolean;
}

type AssetResult = UseQueryResult<Region | ItemExtensions | OtherAchievement>;
const regionCount = regionIndex.length;

// Module-level so TanStack Query re-runs it only when a result changes.
function combine(results: AssetResult[]): PlanCollections {
  const errors = results.flatMap((result) => (result.error ? [result.error] : []));
  const pending = results.some((result) => result.isPending && !result.error);
  const data = results.map((result) => result.data);
  const regions = regionIndex.flatMap((_, i) => {
    const region = data[i] as Region | undefined;
    const extensions = data[regionCount + i] as ItemExtensions | undefined;
    return region && extensions ? [regionCollection(region, extensions)] : [];
  });
  const achievements = otherAchievementIndex.flatMap((_, i) => {
    const achievement = data[2 * regionCount + i] as OtherAchievement | undefined;
    const collection = achievement && achievementCollection(achievement);
    return collection && collection.fish.length > 0 ? [collection] : [];
  });
  return { collections: [...regions, ...achievements], errors, pending };
}

/** Every collection with fish, from the bundled assets (cached for the session; works offline). */
export function usePlanCollections(): PlanCollections {
  return useQueries({
    queries: [
      ...regionIndex.map((entry) => assetQuery(assets.region(entry.key))),
      ...regionIndex.map((entry) => assetQuery(assets.itemExtensions(entry.key))),
      ...otherAchievementIndex.map((entry) => assetQuery(assets.otherAchievement(entry.key))),
    ],
    combine,
  });
}
