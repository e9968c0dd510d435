import { SOURCE_LOCALE, TRANSLATED_LOCALES, type Locale } from '@/config/locales';

/**
 * The language an address is in: `/de/…`, `/fr/…`, `/es/…` (the prefix alone too) are German,
 * French and Spanish; every other address is English, the spec's own routes (issue 30 item 1).
 */
export function localeOfPath(pathname: string): Locale {
  const prefix = pathname.split('/')[1];
  return TRANSLATED_LOCALES.find((locale) => locale === prefix) ?? SOURCE_LOCALE;
}

/**
 * Where a language's pages live: English at the spec's own addresses, the others under their
 * prefix (`/de`). The router's `basename`, so every link and pin inside the app stays
 * language-neutral (`/region/Krytan`) while the address carries the prefix.
 */
export const basenameOf = (locale: Locale) => (locale === SOURCE_LOCALE ? '' : `/${locale}`);

/** A language's `<html lang>`: English keeps the shell's `en-US`, so its pages are as they were. */
export const htmlLangOf = (locale: Locale) => (locale === SOURCE_LOCALE ? 'en-US' : locale);
