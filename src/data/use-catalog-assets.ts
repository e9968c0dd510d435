import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { assetQuery, assets } from './asset-queries';
import type { ItemExtensions, OtherAchievement, Region } from '@/lib/catalog/asset-schemas';
import {
  otherAchievementIndex,
  regionIndex,
  type AchievementIndexEntry,
  type RegionIndexEntry,
} from '@/lib/catalog/catalog-index';
import { useNewCollections } from './live-catalog/live-catalog-store';

/** Every region (with its fish details) and every other achievement, as far as they loaded. */
export interface CatalogAssets {
  regions: { entry: RegionIndexEntry; region: Region; extensions: ItemExtensions }[];
  achievements: { entry: AchievementIndexEntry; achievement: OtherAchievement }[];
  /** Files that failed (each names its file); they are left out above. */
  errors: Error[];
  /** True while a file is still loading. */
  pending: boolean;
}

type AssetResult = UseQueryResult<Region | ItemExtensions | OtherAchievement>;

const regionCount = regionIndex.length;
const regionQueries = [
  ...regionIndex.map((entry) => assetQuery(assets.region(entry.key))),
  ...regionIndex.map((entry) => assetQuery(assets.itemExtensions(entry.key))),
];

function readAssets(
  results: AssetResult[],
  achievementIndex: readonly AchievementIndexEntry[],
): CatalogAssets {
  const data = results.map((result) => result.data);
  return {
    regions: regionIndex.flatMap((entry, i) => {
      const region = data[i] as Region | undefined;
      const extensions = data[regionCount + i] as ItemExtensions | undefined;
      return region && extensions ? [{ entry, region, extensions }] : [];
    }),
    achievements: achievementIndex.flatMap((entry, i) => {
      const achievement = data[2 * regionCount + i] as OtherAchievement | undefined;
      return achievement ? [{ entry, achievement }] : [];
    }),
    errors: results.flatMap((result) => (result.error ? [result.error] : [])),
    pending: results.some((result) => result.isPending && !result.error),
  };
}

/**
 * The other achievements' index with the collections the game added (issue 29): those appear
 * only once the app is live and the live check has run, so a prerendered page hydrates as built.
 */
export function useAchievementIndex(): readonly AchievementIndexEntry[] {
  const added = useNewCollections();
  return useMemo(
    () => (added.length > 0 ? [...otherAchievementIndex, ...added] : otherAchievementIndex),
    [added],
  );
}

/**
 * The whole catalog's assets (cached for the session; bundled, so it works offline), turned into
 * what a page needs by `select`. Pass a module-level function: it reruns only when a file's
 * result changes. The game's additions are merged into the assets' data by the live check.
 */
export function useCatalogAssets<T>(select: (catalog: CatalogAssets) => T): T {
  const achievementIndex = useAchievementIndex();
  const queries = useMemo(
    () => [
      ...regionQueries,
      ...achievementIndex.map((entry) => assetQuery(assets.otherAchievement(entry.key))),
    ],
    [achievementIndex],
  );
  const combine = useCallback(
    (results: AssetResult[]) => select(readAssets(results, achievementIndex)),
    [select, achievementIndex],
  );
  return useQueries({ queries, combine });
}
