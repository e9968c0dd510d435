import { GAME_LOCALES, SOURCE_LOCALE, type Locale } from '@/config/locales';
import { localeOfPath } from './locale-of-path';

/**
 * Where a language's pages live: English at the spec's own addresses, the others under their
 * prefix (`/de`). The router's `basename`, so every link and pin inside the app stays
 * language-neutral (`/region/Krytan`) while the address carries the prefix.
 */
export const basenameOf = (locale: Locale) => (locale === SOURCE_LOCALE ? '' : `/${locale}`);

/** A language-neutral address (`/region/Krytan?hole=any`) in `locale`: `/de/region/Krytan?hole=any`. */
export function localizedPath(locale: Locale, neutralPath: string): string {
  const basename = basenameOf(locale);
  if (!basename) return neutralPath;
  // `/de` is German home, as the router with its basename links to it.
  return neutralPath === '/' || neutralPath.startsWith('/?') || neutralPath.startsWith('/#')
    ? `${basename}${neutralPath.slice(1)}`
    : `${basename}${neutralPath}`;
}

/** An address without its language's prefix: `/de/region/Krytan` → `/region/Krytan`, `/de` → `/`. */
export function neutralPathOf(pathname: string): string {
  const basename = basenameOf(localeOfPath(pathname));
  return pathname.slice(basename.length) || '/';
}

/** The same page in every language, in `GAME_LOCALES`' order (the hreflang alternates). */
export const alternatesOf = (neutralPath: string) =>
  GAME_LOCALES.map((locale) => ({ locale, path: localizedPath(locale, neutralPath) }));
