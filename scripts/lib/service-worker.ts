// Builds the service worker over the finished site: bundles src/app/pwa/sw.ts with Vite, then lets
// Workbox list every file of the build (shell, route chunks, catalog data, prerendered HTML) in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { TRANSLATED_LOCALES } from '../../src/config/locales.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = join(root, 'src/app/pwa/sw.ts');
export const SERVICE_WORKER_FILE = 'sw.js';

/** What a first visit stores for offline use: the whole site except build metadata. */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,json,svg,png,webmanifest}'];
/**
 * Other languages' pages are not precached: a first visit stores the shell (code, data, each
 * language's empty shell) and the English pages, no more than before the locale routes; the
 * service worker keeps another language's page once visited (`sw.ts`).
 */
const OTHER_LANGUAGES_PAGES = TRANSLATED_LOCALES.map((locale) => `${locale}/**/index.html`);
const PRECACHE_IGNORES = [SERVICE_WORKER_FILE, '.vite/**', '**/*.map', ...OTHER_LANGUAGES_PAGES];
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
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
