import { tokenize } from './tokenize';

/** Result kinds in their ranking order (spec §5: fish, then regions, then achievements). */
export const SEARCH_KINDS = ['fish', 'region', 'achievement'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable thing: what it is, its name and every text a token may match. */
export interface SearchEntry<T = unknown> {
  kind: SearchKind;
  /** Unique within its kind (item id, region key, achievement key). */
  id: string;
  name: string;
  /** Texts matched by substring, ignoring case: name, region, achievement, time, bait, holes. */
  fields: readonly string[];
  /** What the result card needs. */
  data: T;
}

/** A prepared entry: its fields folded into one lowercase text. */
export interface IndexedEntry<T = unknown> extends SearchEntry<T> {
  haystack: string;
}

export interface SearchResult<T = unknown> {
  entry: IndexedEntry<T>;
  /** How many of the query's tokens it matches. */
  matches: number;
}

const byName = new Intl.Collator('en').compare;
const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);

/**
 * Prepares entries for {@link search}: sorted once by kind (fish, region, achievement) and name,
 * so a search only has to group by match count. Fields are joined with a line break, which no
 * token contains, so a phrase never matches across two fields.
 */
export function buildSearchIndex<T>(entries: readonly SearchEntry<T>[]): IndexedEntry<T>[] {
  return entries
    .map((entry) => ({
      ...entry,
      haystack: [entry.name, ...entry.fields].join('\n').toLowerCase(),
    }))
    .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || byName(a.name, b.name));
}

/**
 * Entries matching at least one token of `query` (see {@link tokenize}), ranked by the number of
 * matching tokens, then by kind (fish, region, achievement), then by name. The index is already
 * in kind-and-name order, so ranking is a stable grouping by match count (no comparisons).
 */
export function search<T>(index: readonly IndexedEntry<T>[], query: string): SearchResult<T>[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  // byMatches[n] holds the entries matching n tokens, in index order.
  const byMatches: SearchResult<T>[][] = tokens.map(() => []);
  for (const entry of index) {
    let matches = 0;
    for (const token of tokens) if (entry.haystack.includes(token)) matches++;
    if (matches > 0) byMatches[matches - 1]?.push({ entry, matches });
  }
  return byMatches.reverse().flat();
}
