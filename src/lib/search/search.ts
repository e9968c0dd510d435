import { searchFold, tokenize } from './tokenize';

/** Result kinds in their order among equally ranked results (spec §5: fish, regions, achievements). */
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

/** A prepared entry: its name and fields folded into lowercase text. */
export interface IndexedEntry<T = unknown> extends SearchEntry<T> {
  haystack: string;
  lowerName: string;
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
      haystack: searchFold([entry.name, ...entry.fields].join('\n')),
      lowerName: searchFold(entry.name),
    }))
    .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || byName(a.name, b.name));
}

/** Whether `token` occurs in `text` at the start of a word ("lake" in "Lake Doric", not "Snowflake"). */
function startsAWord(text: string, token: string): boolean {
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '')) return true;
  }
  return false;
}

/**
 * Among results matching as many tokens: a region or achievement named by a token first (searching
 * "kryta" shows Kryta before its fish), then fish named by one, then entries that only mention a
 * token elsewhere (a fish's region, bait…). A name counts when a token starts one of its words.
 */
const NAME_TIERS = 3;
function nameTier(entry: IndexedEntry, tokens: readonly string[]): number {
  if (!tokens.some((token) => startsAWord(entry.lowerName, token))) return 2;
  return entry.kind === 'fish' ? 1 : 0;
}

/**
 * Entries matching at least one token of `query` (see {@link tokenize}), ranked by the number of
 * matching tokens, then by {@link nameTier}, then by kind (fish, region, achievement) and name.
 * The index is already in kind-and-name order, so ranking is a stable grouping (no comparisons).
 */
export function search<T>(index: readonly IndexedEntry<T>[], query: string): SearchResult<T>[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  // groups[(tokens.length - matches) * NAME_TIERS + tier], each in index order.
  const groups: SearchResult<T>[][] = Array.from({ length: tokens.length * NAME_TIERS }, () => []);
  for (const entry of index) {
    let matches = 0;
    for (const token of tokens) if (entry.haystack.includes(token)) matches++;
    if (matches === 0) continue;
    const group = (tokens.length - matches) * NAME_TIERS + nameTier(entry, tokens);
    groups[group]?.push({ entry, matches });
  }
  return groups.flat();
}
