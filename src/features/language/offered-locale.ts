import { GAME_LOCALES, type Locale } from '@/config/locales';

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) the site has
 * pages in: `de-AT` is German, `pt-BR` none of ours.
 */
export function preferredLocale(browserLanguages: readonly string[]): Locale | undefined {
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    const locale = GAME_LOCALES.find((known) => known === primary);
    if (locale) return locale;
  }
  return undefined;
}

interface OfferContext {
  /** The page's language (its address's). */
  pageLocale: Locale;
  /** The browser's languages, most preferred first. */
  browserLanguages: readonly string[];
  /** The language the player chose with the switcher, if remembered. */
  chosen: Locale | undefined;
  /** The player closed the offer. */
  dismissed: boolean;
}

/**
 * The language to offer quietly (never a redirect, issue 30 item 1): the player's remembered
 * choice, or else their browser's first language the site has, when the page is in another.
 */
export function offeredLocale(context: OfferContext): Locale | undefined {
  if (context.dismissed) return undefined;
  const wanted = context.chosen ?? preferredLocale(context.browserLanguages);
  return wanted === context.pageLocale ? undefined : wanted;
}
