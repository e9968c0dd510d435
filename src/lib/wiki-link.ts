/** Base of every wiki article link. */
export const WIKI_BASE = 'https://wiki.guildwars2.com/wiki/';

/**
 * Link to a wiki article. Spec §5: only the first space of the article becomes an underscore (the
 * wiki resolves the remaining spaces itself).
 */
export function wikiLink(article: string): string {
  return WIKI_BASE + article.replace(' ', '_');
}
