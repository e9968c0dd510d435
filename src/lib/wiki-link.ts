/** Base of every wiki article link. */
export const WIKI_BASE = 'https://wiki.guildwars2.com/wiki/';

/**
 * Link to a wiki article, every space written `_` as the wiki's own addresses are (issue 59: the
 * spec's "first space only" left links such as `Aquatic_Trash Collector`, which a browser sends
 * as `%20` and some readers cut at the space).
 */
export function wikiLink(article: string): string {
  return WIKI_BASE + article.replaceAll(' ', '_');
}
