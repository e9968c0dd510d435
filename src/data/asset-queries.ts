import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ASSET_VERSION } from '@/config/constants';
import { AssetLoadError } from './asset-error';
import { assetPaths } from '@/config/asset-paths';
import { fetchAsset } from './fetch-asset';

/**
 * One generated asset: its cache name, its path under public/ and the schema it is read with. The
 * schemas (and zod's full API) load with the first fetch, in parallel with it: a prerendered page
 * brings its assets in its HTML and never needs them.
 */
interface Asset<Schema extends z.ZodType> {
  name: readonly string[];
  path: string;
  schema: () => Promise<Schema>;
}

const schemas = () => import('@/lib/catalog/asset-schemas');

/** The assets the app reads. Region keys are canonical ("SeitungProvince"); achievement keys are file names. */
export const assets = {
  fishingAchievementsCache: () => ({
    name: ['fishing-achievements'],
    path: assetPaths.fishingAchievementsCache,
    schema: async () => (await schemas()).fishingAchievementsCacheSchema,
  }),
  region: (key: string) => ({
    name: ['region', key],
    path: assetPaths.region(key),
    schema: async () => (await schemas()).regionSchema,
  }),
  itemExtensions: (key: string) => ({
    name: ['item-extensions', key],
    path: assetPaths.itemExtensions(key),
    schema: async () => (await schemas()).itemExtensionsSchema,
  }),
  otherAchievement: (key: string) => ({
    name: ['achievement', key],
    path: assetPaths.otherAchievement(key),
    schema: async () => (await schemas()).otherAchievementSchema,
  }),
} satisfies Record<string, (key: string) => Asset<z.ZodType>>;

/**
 * The query of one asset. Versioned assets never change while the app runs (never stale, kept
 * for the session); only network failures are retried. Route loaders prefetch with it.
 */
export const assetQuery = <Schema extends z.ZodType>({ name, path, schema }: Asset<Schema>) =>
  queryOptions({
    queryKey: ['asset', ASSET_VERSION, ...name] as const,
    queryFn: ({ signal }) => fetchAsset(path, schema(), signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // Asked even while the browser is offline: the service worker answers from its cache.
    networkMode: 'offlineFirst',
    retry: (failures: number, error: Error) =>
      !(error instanceof AssetLoadError && error.permanent) && failures < 2,
  });

/** One asset's data, loading state and error. */
export const useAsset = <Schema extends z.ZodType>(asset: Asset<Schema>) =>
  useQuery(assetQuery(asset));
