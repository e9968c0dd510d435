/**
 * The game's languages: the GW2 API answers names and hint texts in each with `?lang=`
 * (docs/game-words.md). English is the bundle's language and the
 * fallback wherever another language has no word yet.
 */
export const GAME_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof GAME_LOCALES)[number];

/** The language the catalog is written in: the others are read beside it. */
export const SOURCE_LOCALE = 'en' satisfies Locale;

/** The languages whose words are fetched beside the English catalog. */
export const TRANSLATED_LOCALES = /* @__PURE__ */ GAME_LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof SOURCE_LOCALE> => locale !== SOURCE_LOCALE,
);
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * Catalogs of long texts only some pages show (the help pages, the release notes): each
 * language's is a lazy chunk of its own, so the shell's catalog does not carry them to every
 * page (docs/languages.md "Long texts: page catalogs").
 */
export const PAGE_CATALOGS = ['help', 'releases'] as const;
export type PageCatalog = (typeof PAGE_CATALOGS)[number];
