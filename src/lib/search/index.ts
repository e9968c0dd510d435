export {
  SEARCH_KINDS,
  buildSearchIndex,
  search,
  type IndexedEntry,
  type SearchEntry,
  type SearchKind,
  type SearchResult,
} from './search';
export { MAX_QUERY_LENGTH, tokenize } from './tokenize';
export {
  catalogEntries,
  type AchievementResult,
  type CatalogResult,
  type CatalogSources,
  type FishResult,
  type RegionResult,
} from './catalog-entries';
