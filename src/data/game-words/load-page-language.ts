import type { I18n } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { loadLanguage } from '@/lib/i18n';
import { putGameWords } from './game-words-store';

/**
 * A page's language before it renders: the UI's words, returned, and the game's words the build
 * bundled, handed to their store so every page in that language reads them.
 */
export async function loadPageLanguage(locale: Locale): Promise<I18n> {
  const { i18n, gameWords } = await loadLanguage(locale);
  if (locale !== SOURCE_LOCALE) putGameWords(locale, gameWords);
  return i18n;
}
