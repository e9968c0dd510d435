import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import type { ItemExtensions, OtherAchievement, Region } from '@/data/asset-schemas';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';
import {
  buildSearchIndex,
  catalogEntries,
  type CatalogResult,
  type CatalogSources,
  type IndexedEntry,
} from '@/lib/search';

export interface SearchIndexState {
  /** The catalog, ready to search; `undefined` until every asset has loaded or failed. */
  index: IndexedEntry<CatalogResult>[] | undefined;
  errors: Error[];
}

type AssetResult = UseQueryResult<Region | ItemExtensions | OtherAchievement>;

const regionCount = regionIndex.length;

// Module-level so TanStack Query runs it (and builds the index) only when a result changes.
function combine(results: AssetResult[]): SearchIndexState {
  const errors = results.flatMap((result) => (result.error ? [result.error] : []));
  if (results.some((result) => result.isPending && !result.error))
    return { index: undefined, errors };
  // Files that failed are left out (and named in `errors`); the rest stays searchable.
  const data = results.map((result) => result.data);
  const sources: CatalogSources = {
    regions: regionIndex.flatMap((entry, i) => {
      const region = data[i] as Region | undefined;
      const extensions = data[regionCount + i] as ItemExtensions | undefined;
      return region && extensions ? [{ entry, region, extensions }] : [];
    }),
    achievements: otherAchievementIndex.flatMap((entry, i) => {
      const achievement = data[2 * regionCount + i] as OtherAchievement | undefined;
      return achievement ? [{ entry, achievement }] : [];
    }),
  };
  return { index: buildSearchIndex(catalogEntries(sources)), errors };
}

/**
 * The search index over every region, its fish and the other achievements, built once when the
 * assets have loaded (they are cached for the session, so revisiting the tab reuses them).
 */
export function useSearchIndex(): SearchIndexState {
  return useQueries({
    queries: [
      ...regionIndex.map((entry) => assetQuery(assets.region(entry.key))),
      ...regionIndex.map((entry) => assetQuery(assets.itemExtensions(entry.key))),
      ...otherAchievementIndex.map((entry) => assetQuery(assets.otherAchievement(entry.key))),
    ],
    combine,
  });
}
