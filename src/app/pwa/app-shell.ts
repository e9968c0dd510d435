// Apart from sw-routing.ts, which the build's scripts import with Node (they do not resolve `@/`).
import { basenameOf, localeOfPath } from '@/lib/i18n/locale-of-path';

/**
 * The page served for in-app paths that have no prerendered HTML of their own, in the address's
 * language: `/200.html`, `/de/200.html` (its `<html lang>` and description in German).
 */
export const appShellUrlOf = (pathname: string) => `${basenameOf(localeOfPath(pathname))}/200.html`;
