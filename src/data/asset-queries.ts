import { queryOptions, useQuery } from '@tanstack/react-query';
import { ASSET_VERSION } from '@/config/constants';
import { AssetLoadError } from './asset-error';
import {
  fishingAchievementsCacheSchema,
  itemExtensionsSchema,
  otherAchievementSchema,
  regionSchema,
} from './asset-schemas';
import { assetPaths } from './asset-paths';
import { fetchAsset } from './fetch-asset';

/** Versioned assets never change while the app runs; only network failures are retried. */
const assetQueryDefaults = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: (failures: number, error: Error) =>
    !(error instanceof AssetLoadError && error.permanent) && failures < 2,
} as const;

const assetKey = (...parts: string[]) => ['asset', ASSET_VERSION, ...parts] as const;

export const fishingAchievementsCacheQuery = () =>
  queryOptions({
    queryKey: assetKey('fishing-achievements'),
    queryFn: ({ signal }) =>
      fetchAsset(assetPaths.fishingAchievementsCache, fishingAchievementsCacheSchema, signal),
    ...assetQueryDefaults,
  });

/** `key` is the region's canonical key (e.g. "SeitungProvince"). */
export const regionQuery = (key: string) =>
  queryOptions({
    queryKey: assetKey('region', key),
    queryFn: ({ signal }) => fetchAsset(assetPaths.region(key), regionSchema, signal),
    ...assetQueryDefaults,
  });

export const itemExtensionsQuery = (key: string) =>
  queryOptions({
    queryKey: assetKey('item-extensions', key),
    queryFn: ({ signal }) =>
      fetchAsset(assetPaths.itemExtensions(key), itemExtensionsSchema, signal),
    ...assetQueryDefaults,
  });

/** `key` is the achievement's file name (e.g. "WorldClassFisher"). */
export const otherAchievementQuery = (key: string) =>
  queryOptions({
    queryKey: assetKey('achievement', key),
    queryFn: ({ signal }) =>
      fetchAsset(assetPaths.otherAchievement(key), otherAchievementSchema, signal),
    ...assetQueryDefaults,
  });

export const useRegion = (key: string) => useQuery(regionQuery(key));
export const useItemExtensions = (key: string) => useQuery(itemExtensionsQuery(key));
export const useOtherAchievement = (key: string) => useQuery(otherAchievementQuery(key));
