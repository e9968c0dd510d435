import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { loadLanguage } from '@/lib/i18n/load-i18n';
import type { PageLanguage } from '@/lib/i18n/page-language';

/**
 * A page's language before it renders: the locale with the UI's words, returned for the app's
 * provider (`PageLanguageProvider`), and the game's words the build bundled, handed to their store
 * so every page in that language reads them. English pages have no game words: the store loads
 * only for the other languages, beside their words (0.5 KB gzip kept off English pages that show
 * no game words, such as `/`).
 */
export async function loadPageLanguage(locale: Locale): Promise<PageLanguage> {
  if (locale === SOURCE_LOCALE) return { locale, i18n: (await loadLanguage(locale)).i18n };
  const [{ i18n, gameWords }, { putGameWords }] = await Promise.all([
    loadLanguage(locale),
    import('./game-words-store'),
  ]);
  putGameWords(locale, gameWords);
  return { locale, i18n };
}
