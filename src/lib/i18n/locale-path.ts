import { GAME_LOCALES, type Locale } from '@/config/locales';
import { basenameOf, localeOfPath } from './locale-of-path';

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
