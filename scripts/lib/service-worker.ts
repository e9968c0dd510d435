// Builds the service worker over the finished site: bundles src/app/pwa/sw.ts with Vite, then lets
// Workbox list every file of the build (shell, route chunks, catalog data, prerendered HTML) in it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { languagePagesOf, PAGE_FILES, type LanguagePages } from './language-pages.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = join(root, 'src/app/pwa/sw.ts');
export const SERVICE_WORKER_FILE = 'sw.js';

/** What every first visit stores for offline use: the whole site except build metadata… */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,json,svg,png,webmanifest}'];
/**
 * …and except the prerendered pages: the worker stores those of its visitors' languages when it
 * installs, and another language's page once visited (`sw.ts`), so a first visit downloads one
 * language's pages, not four. Each language's empty shell (`de/200.html`) stays precached.
 */
const PRECACHE_IGNORES = [SERVICE_WORKER_FILE, '.vite/**', '**/*.map', PAGE_FILES];
/** Where the build writes the pages by language into the worker (`sw.ts`). */
export const LANGUAGE_PAGES_POINT = 'self.__TFC_PAGES';
/** Hashed chunks carry their version in the name, so Workbox needs no revision for them. */
const HASHED_FILE = /^assets\/[^/]+-[\w-]{8,}\.(js|css)$/;

export async function buildServiceWorker(outDir: string): Promise<void> {
  const bundleDir = mkdtempSync(join(tmpdir(), 'tfc-sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      resolve: { alias: { '@': join(root, 'src') } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        target: 'es2022',
        lib: {
          entry: SOURCE,
          formats: ['iife'],
          name: 'tfcServiceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: join(bundleDir, 'sw.js'),
      swDest: join(outDir, SERVICE_WORKER_FILE),
      globDirectory: outDir,
      globPatterns: PRECACHE_PATTERNS,
      globIgnores: PRECACHE_IGNORES,
      dontCacheBustURLsMatching: HASHED_FILE,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
    const pages = languagePagesOf(outDir);
    const worker = join(outDir, SERVICE_WORKER_FILE);
    writeFileSync(worker, injectLanguagePages(readFileSync(worker, 'utf8'), pages));
    console.log(
      `service worker: pages by language, ${Object.entries(pages.pages)
        .map(([locale, files]) => `${locale} ${files.length}`)
        .join(', ')} (version ${pages.version})`,
    );
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

/** The worker's code with the pages written in at its one injection point. */
export function injectLanguagePages(code: string, pages: LanguagePages): string {
  const points = code.split(LANGUAGE_PAGES_POINT).length - 1;
  if (points !== 1) {
    throw new Error(`The service worker has ${points} ${LANGUAGE_PAGES_POINT}, not exactly one.`);
  }
  return code.replace(LANGUAGE_PAGES_POINT, () => JSON.stringify(pages));
}
