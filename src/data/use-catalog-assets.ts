import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod/mini';
import { assetQuery, type CatalogAsset } from './asset-queries';

/**
 * Lists of assets under names of the caller's choosing, e.g.
 * `{ regions: regionIndex.map((entry) => assets.region(entry.key)) }`.
 */
export type AssetLists = Readonly<Record<string, readonly CatalogAsset[]>> & {
  errors?: never;
  failed?: never;
  pending?: never;
};

type DataOf<Asset> = Asset extends CatalogAsset<infer Schema> ? z.output<Schema> : never;

/** What loaded under each name (by asset key, in the list's order), what failed, and whether any is loading. */
export type CatalogAssets<Lists extends AssetLists> = {
  readonly [Name in Exclude<keyof Lists, 'errors' | 'failed' | 'pending'>]: ReadonlyMap<
    string,
    DataOf<Lists[Name] extends readonly (infer Asset)[] ? Asset : never>
  >;
} & {
  /** Why files failed (each error names its file); they are left out above. */
  errors: readonly Error[];
  /** The keys of the assets whose file failed. */
  failed: ReadonlySet<string>;
  /** True while a file is still loading. */
  pending: boolean;
};

interface NamedAsset {
  name: string;
  asset: CatalogAsset;
}

function readResults(
  names: readonly string[],
  named: readonly NamedAsset[],
  results: readonly UseQueryResult[],
) {
  const loaded = Object.fromEntries(names.map((name) => [name, new Map<string, unknown>()]));
  const errors: Error[] = [];
  const failed = new Set<string>();
  named.forEach(({ name, asset }, i) => {
    const { data, error } = results[i]!;
    if (data !== undefined) loaded[name]!.set(asset.key, data);
    if (error) {
      errors.push(error);
      failed.add(asset.key);
    }
  });
  const pending = results.some((result) => result.isPending && !result.error);
  return { ...loaded, errors, failed, pending };
}

/**
 * Several catalog assets at once (cached for the session; bundled, so they work offline), with
 * the results under the names they were asked by:
 * `useCatalogAssets({ regions, extensions })` → `{ regions, extensions, errors, failed, pending }`. Pass
 * lists that keep their identity between renders (a module-level constant or a memoized value):
 * the result then changes only when a file's result does (docs/catalog.md "Loading").
 */
export function useCatalogAssets<Lists extends AssetLists>(lists: Lists): CatalogAssets<Lists> {
  const { queries, combine } = useMemo(() => {
    const names = Object.keys(lists);
    const named = names.flatMap((name) => lists[name]!.map((asset) => ({ name, asset })));
    return {
      queries: named.map(({ asset }) => assetQuery(asset)),
      combine: (results: UseQueryResult[]) =>
        readResults(names, named, results) as CatalogAssets<Lists>,
    };
  }, [lists]);
  return useQueries({ queries, combine });
}
