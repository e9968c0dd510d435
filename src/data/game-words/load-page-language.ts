import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { loadLanguage, type PageLanguage } from '@/lib/i18n';
import { putGameWords } from './game-words-store';

/**
 * A page's language before it renders: the locale with the UI's words, returned for the app's
 * provider (`PageLanguageProvider`), and the game's words the build bundled, handed to their store
 * so every page in that language reads them.
 */
export async function loadPageLanguage(locale: Locale): Promise<PageLanguage> {
  const { i18n, gameWords } = await loadLanguage(locale);
  if (locale !== SOURCE_LOCALE) putGameWords(locale, gameWords);
  return { locale, i18n };
}
