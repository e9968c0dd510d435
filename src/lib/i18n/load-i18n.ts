import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale, type TranslatedLocale } from '@/config/locales';
import { sourceI18n } from './source-i18n';

/**
 * The other languages' catalogs: each a chunk of its own, downloaded only when it is shown, with
 * the game's words the build bundled for that language (`languages/de.ts`).
 */
const translatedCatalogs: Record<TranslatedLocale, () => Promise<{ messages: Messages }>> = {
  de: () => import('./languages/de'),
  fr: () => import('./languages/fr'),
  es: () => import('./languages/es'),
};

/**
 * The UI's words in `locale`, ready before the first render (the prerender and the hydration
 * render with the same words). English is in the code already: no request.
 */
export async function loadI18n(locale: Locale): Promise<I18n> {
  if (locale === SOURCE_LOCALE) return sourceI18n;
  const { messages } = await translatedCatalogs[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
