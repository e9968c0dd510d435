import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { ASSET_VERSION } from '@/config/constants';
import { AssetLoadError } from './asset-error';
import { assetPaths } from '@/config/asset-paths';
import { fetchAsset } from './fetch-asset';

/**
 * One generated asset: its key among its kind (a region's or achievement's key), its cache name,
 * its path under public/ and the schema it is read with. The schemas (and zod's full API) load
 * with the first fetch, in parallel with it: a prerendered page seeds its assets from their files
 * without them (`seedPageAssets`).
 */
export interface CatalogAsset<Schema extends z.ZodMiniType = z.ZodMiniType> {
  key: string;
  name: readonly string[];
  path: string;
  schema: () => Promise<Schema>;
}

const schemas = () => import('@/lib/catalog/asset-schemas');
type Schemas = Awaited<ReturnType<typeof schemas>>;

/** One kind of asset, one file per key (a region, an achievement). */
const assetKind =
  <Schema extends z.ZodMiniType>(
    kind: string,
    path: (key: string) => string,
    schema: (all: Schemas) => Schema,
  ) =>
  (key: string): CatalogAsset<Schema> => ({
    key,
    name: [kind, key],
    path: path(key),
    schema: async () => schema(await schemas()),
  });

/** The assets the app reads. Region keys are canonical ("SeitungProvince"); achievement keys are file names. */
export const assets = {
  fishingAchievementsCache: (): CatalogAsset<Schemas['fishingAchievementsCacheSchema']> => ({
    key: 'fishing-achievements',
    name: ['fishing-achievements'],
    path: assetPaths.fishingAchievementsCache,
    schema: async () => (await schemas()).fishingAchievementsCacheSchema,
  }),
  region: assetKind('region', assetPaths.region, (all) => all.regionSchema),
  itemExtensions: assetKind(
    'item-extensions',
    assetPaths.itemExtensions,
    (all) => all.itemExtensionsSchema,
  ),
  otherAchievement: assetKind(
    'achievement',
    assetPaths.otherAchievement,
    (all) => all.otherAchievementSchema,
  ),
};

/**
 * The query of one asset. Versioned assets never change while the app runs (never stale, kept
 * for the session); only network failures are retried. Route loaders prefetch with it.
 */
export const assetQuery = <Schema extends z.ZodMiniType>({
  name,
  path,
  schema,
}: CatalogAsset<Schema>) =>
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

/** The asset kinds by the name's first part: an asset's query key names its kind and key. */
const assetsByKind = new Map<unknown, (key: string) => CatalogAsset>([
  ['region', assets.region],
  ['item-extensions', assets.itemExtensions],
  ['achievement', assets.otherAchievement],
]);

/**
 * The asset whose query has `queryKey` (of this version of the app), or undefined. A prerendered
 * page's state names its assets by their query keys (docs/start-up.md "The page's state").
 */
export function assetOfQueryKey(queryKey: readonly unknown[]): CatalogAsset | undefined {
  const [, , kind, key] = queryKey;
  const asset =
    kind === assets.fishingAchievementsCache().name[0]
      ? assets.fishingAchievementsCache()
      : typeof key === 'string'
        ? assetsByKind.get(kind)?.(key)
        : undefined;
  if (!asset) return undefined;
  const expected: readonly unknown[] = assetQuery(asset).queryKey;
  const same = expected.length === queryKey.length && expected.every((k, i) => k === queryKey[i]);
  return same ? asset : undefined;
}
