export { buildSearchIndex, search, type IndexedEntry, type SearchResult } from './search';
export { MAX_QUERY_LENGTH, tokenize } from './tokenize';
export { catalogEntries, type CatalogResult, type FishResult } from './catalog-entries';
