import { useCatalogAssets, type CatalogAssets } from '@/data/use-catalog-assets';
import {
  buildSearchIndex,
  catalogEntries,
  type CatalogResult,
  type IndexedEntry,
} from '@/lib/search';

export interface SearchIndexState {
  /** The catalog, ready to search; `undefined` until every asset has loaded or failed. */
  index: IndexedEntry<CatalogResult>[] | undefined;
  errors: Error[];
}

// Module-level so the index is built only when a file's result changes. Files that failed are
// left out (and named in `errors`); the rest stays searchable.
const toIndex = ({ regions, achievements, errors, pending }: CatalogAssets): SearchIndexState =>
  pending
    ? { index: undefined, errors }
    : { index: buildSearchIndex(catalogEntries({ regions, achievements })), errors };

/**
 * The search index over every region, its fish and the other achievements, built once when the
 * assets have loaded (they are cached for the session, so revisiting the tab reuses them).
 */
export const useSearchIndex = (): SearchIndexState => useCatalogAssets(toIndex);
