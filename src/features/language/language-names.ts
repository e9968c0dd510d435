import type { Locale } from '@/config/locales';

/**
 * Each language's name in itself, as the language switcher shows it: proper names, the same
 * whatever the page's language (not messages).
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};
