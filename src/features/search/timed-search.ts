import { search, type IndexedEntry, type SearchResult } from '@/lib/search/search';
import { SEARCH_MEASURE } from './search-measure';

/** {@link search}, recorded as a performance measure so its cost can be watched in a real browser. */
export function timedSearch<T>(
  index: readonly IndexedEntry<T>[],
  query: string,
): SearchResult<T>[] {
  const start = performance.now();
  const results = search(index, query);
  performance.measure?.(SEARCH_MEASURE, { start, end: performance.now() });
  return results;
}
