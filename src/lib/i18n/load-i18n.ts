import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale, type TranslatedLocale } from '@/config/locales';
import type { GameWords } from '@/lib/game-words/game-words-schema';
import { sourceI18n } from './source-i18n';

interface LanguageModule {
  messages: Messages;
  gameWords: GameWords | null;
}

/**
 * The other languages' catalogs: each a chunk of its own, downloaded only when it is shown, with
 * the game's words the build bundled for that language (`languages/de.ts`).
 */
const translatedCatalogs: Record<TranslatedLocale, () => Promise<LanguageModule>> = {
  de: () => import('./languages/de'),
  fr: () => import('./languages/fr'),
  es: () => import('./languages/es'),
};

/** A language's words: the UI's (Lingui) and the game's the build bundled (none for English). */
interface LanguageWords {
  i18n: I18n;
  gameWords: GameWords | null;
}

/**
 * The UI's words and the game's bundled words in `locale`, ready before the first render (the
 * prerender and the hydration render with the same words). English is in the code already: no
 * request. Nothing is stored here; start-up hands the game's words to their store.
 */
export async function loadLanguage(locale: Locale): Promise<LanguageWords> {
  if (locale === SOURCE_LOCALE) return { i18n: sourceI18n, gameWords: null };
  const { messages, gameWords } = await translatedCatalogs[locale]();
  return { i18n: setupI18n({ locale, messages: { [locale]: messages } }), gameWords };
}

/** Only the UI's words in `locale` (for what shows no game words, and tests). */
export const loadI18n = async (locale: Locale): Promise<I18n> => (await loadLanguage(locale)).i18n;
