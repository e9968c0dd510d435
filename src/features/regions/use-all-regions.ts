import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import type { Region } from '@/lib/catalog/asset-schemas';
import { regionIndex } from '@/lib/catalog/catalog-index';

export interface AllRegions {
  /** Loaded regions by key. */
  byKey: ReadonlyMap<string, Region>;
  /** Load failures (AssetLoadError messages name the file). */
  errors: Error[];
  /** Keys of the regions whose file failed to load. */
  failed: ReadonlySet<string>;
}

// Module-level so TanStack Query re-runs it only when a query result changes.
function combine(results: UseQueryResult<Region>[]): AllRegions {
  const byKey = new Map<string, Region>();
  const failed = new Set<string>();
  results.forEach((result, i) => {
    const key = regionIndex[i]?.key;
    if (key && result.data) byKey.set(key, result.data);
    else if (key && result.error) failed.add(key);
  });
  const errors = results.flatMap((result) => (result.error ? [result.error] : []));
  return { byKey, errors, failed };
}

/** Every region's asset (16 requests, cached for the session). */
export function useAllRegions(): AllRegions {
  return useQueries({
    queries: regionIndex.map((entry) => assetQuery(assets.region(entry.key))),
    combine,
  });
}
