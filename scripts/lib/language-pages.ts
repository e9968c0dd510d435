// The prerendered pages grouped by language, for the service worker (issue 30 item 1): a first
// visit caches its own language's pages, not the other three's.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import {
  GAME_LOCALES,
  SOURCE_LOCALE,
  TRANSLATED_LOCALES,
  type Locale,
} from '../../src/config/locales.ts';

/** Every prerendered page is an `index.html` (`de/region/Krytan/index.html`); shells are `200.html`. */
export const PAGE_FILES = '**/index.html';
const PAGE_FILE_NAME = 'index.html';

/** What the build writes into the service worker: each language's page addresses and a version. */
export interface LanguagePages {
  /** Changes whenever a page's bytes do: names the worker's page cache. */
  version: string;
  pages: Record<Locale, string[]>;
}

/** A page file's language: its first folder when that is a language's prefix, else English. */
const localeOfFile = (file: string): Locale =>
  TRANSLATED_LOCALES.find((locale) => file.startsWith(`${locale}/`)) ?? SOURCE_LOCALE;

/** Groups page files (relative to the build) into each language's addresses, sorted. */
export function groupPages(files: readonly string[]): Record<Locale, string[]> {
  const pages = Object.fromEntries(GAME_LOCALES.map((locale) => [locale, [] as string[]]));
  for (const file of [...files].sort()) pages[localeOfFile(file)]!.push(`/${file}`);
  return pages as Record<Locale, string[]>;
}

/** The build's pages by language, and a version from their paths and bytes. */
export function languagePagesOf(outDir: string): LanguagePages {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file === PAGE_FILE_NAME || file.endsWith(`/${PAGE_FILE_NAME}`))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
  return { version: hash.digest('hex').slice(0, 12), pages: groupPages(files) };
}
