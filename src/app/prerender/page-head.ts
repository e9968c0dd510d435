import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { alternatesOf, localizedPath } from '@/lib/i18n/locale-path';
import { htmlLangOf } from '@/lib/i18n/locale-of-path';
import type { PageHead } from './prerender-state';

/**
 * The site's description in each language (English is index.html's, word for word). Only the
 * build writes it, into each page's head: as a Lingui message it would ship in the English
 * catalog every page loads (docs/languages.md "Addresses").
 */
const descriptions: Record<Locale, string> = {
  en: 'Track Guild Wars 2 regional fishing collections: fish by time of day, bait and hole, Tyrian and Canthan clocks, dailies and your account progress.',
  de: 'Verfolge die regionalen Angelsammlungen von Guild Wars 2: Fische nach Tageszeit, Köder und Gewässer, die Uhren von Tyria und Cantha, Dailys und den Fortschritt deines Accounts.',
  fr: 'Suivez les collections de pêche régionales de Guild Wars 2 : poissons par moment de la journée, appât et zone de pêche, horloges de Tyrie et de Cantha, quotidiennes et progression de votre compte.',
  es: 'Sigue las colecciones de pesca regionales de Guild Wars 2: peces por momento del día, cebo y lugar de pesca, relojes de Tyria y Cantha, diarias y el progreso de tu cuenta.',
};

/**
 * The head of a page in `locale` at the neutral address `neutralPath`. English keeps the shell's
 * `en-US`, so its pages are as they were; `x-default` (a browser whose language has no pages) is
 * English, the spec's own addresses.
 */
export function pageHead(locale: Locale, neutralPath: string): PageHead {
  return {
    lang: htmlLangOf(locale),
    description: descriptions[locale],
    alternates: [
      ...alternatesOf(neutralPath).map(({ locale: other, path }) => ({
        hreflang: other,
        href: path,
      })),
      { hreflang: 'x-default', href: localizedPath(SOURCE_LOCALE, neutralPath) },
    ],
  };
}
