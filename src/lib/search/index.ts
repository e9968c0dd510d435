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
