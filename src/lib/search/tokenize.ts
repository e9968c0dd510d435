/** Longest query the search reads; anything past it is ignored (keeps a keystroke cheap). */
export const MAX_QUERY_LENGTH = 200;

/**
 * Text as search compares it: lowercase, accents left out ("Rivière" and "riviere" alike), so a
 * player finds the game's words in French, Spanish or German without typing every accent (issue 30
 * item 5). English text has none, so it reads as before.
 */
export const searchFold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');

/**
 * Splits a search query into lowercase tokens (spec §5): words separated by whitespace, and a
 * quoted phrase (`"dusk / dawn"`) is one token with its inner whitespace collapsed.
 *
 * Odd input never throws:
 * - an unbalanced quote opens a phrase that runs to the end of the input (so a phrase being typed
 *   already searches as one: `"dusk / da` → `dusk / da`);
 * - a quote inside a word ends the word and starts a phrase (`foo"bar baz"` → `foo`, `bar baz`);
 * - empty phrases (`""`) are dropped, and repeated tokens count once;
 * - only the first {@link MAX_QUERY_LENGTH} characters are read.
 */
export function tokenize(query: string): string[] {
  const tokens = new Set<string>();
  let current = '';
  let inPhrase = false;
  const flush = () => {
    const token = searchFold(current.replace(/\s+/g, ' ').trim());
    if (token) tokens.add(token);
    current = '';
  };
  for (const char of query.slice(0, MAX_QUERY_LENGTH)) {
    if (char === '"') {
      flush();
      inPhrase = !inPhrase;
    } else if (!inPhrase && /\s/.test(char)) {
      flush();
    } else {
      current += char;
    }
  }
  flush();
  return [...tokens];
}
