import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { regionQuery } from '@/data/asset-queries';
import type { Region } from '@/data/asset-schemas';
import { regionIndex } from '@/data/catalog-index';

export interface AllRegions {
  /** Loaded regions by key. */
  byKey: ReadonlyMap<string, Region>;
  /** Load failures (AssetLoadError messages name the file). */
  errors: Error[];
}

// Module-level so TanStack Query re-runs it only when a query result changes.
function combine(results: UseQueryResult<Region>[]): AllRegions {
  const byKey = new Map<string, Region>();
  results.forEach((result, i) => {
    const key = regionIndex[i]?.key;
    if (key && result.data) byKey.set(key, result.data);
  });
  return { byKey, errors: results.flatMap((result) => (result.error ? [result.error] : [])) };
}

/** Every region's asset (16 requests, cached for the session). */
export function useAllRegions(): AllRegions {
  return useQueries({ queries: regionIndex.map((entry) => regionQuery(entry.key)), combine });
}
