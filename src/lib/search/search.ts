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

/**
 * Prepares entries for {@link search}. Fields are joined with a line break, which no token
 * contains, so a phrase never matches across two fields.
 */
export function buildSearchIndex<T>(entries: readonly SearchEntry<T>[]): IndexedEntry<T>[] {
  return entries.map((entry) => ({
    ...entry,
    haystack: [entry.name, ...entry.fields].join('\n').toLowerCase(),
  }));
}

const byName = new Intl.Collator('en').compare;
const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);

/**
 * Entries matching at least one token of `query` (see {@link tokenize}), ranked by the number of
 * matching tokens, then by kind (fish, region, achievement), then by name.
 */
export function search<T>(index: readonly IndexedEntry<T>[], query: string): SearchResult<T>[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  const results: SearchResult<T>[] = [];
  for (const entry of index) {
    let matches = 0;
    for (const token of tokens) if (entry.haystack.includes(token)) matches++;
    if (matches > 0) results.push({ entry, matches });
  }
  return results.sort(
    (a, b) =>
      b.matches - a.matches ||
      kindRank(a.entry.kind) - kindRank(b.entry.kind) ||
      byName(a.entry.name, b.entry.name),
  );
}
