// Prerendering: every route of the route table written as real HTML at build time, from the app's
// own components (react-dom/static with React Router's static handler, see
// src/app/prerender/render-page.tsx). The browser paints it before any JavaScript runs, then
// hydrates it. Other addresses get the empty shell (`200.html`), which renders from scratch.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type {
  PageAssetFile,
  PageHead,
  PrerenderServerEntry,
  RenderedPage,
} from '@/app/prerender/prerender-state';
import { pageFileOf } from '../../src/app/pwa/sw-routing.ts';
import { FIRST_SCREEN_END_ID } from '../../src/config/constants.ts';
import { chunkFiles, readBuildManifest, startSteps, type BuildManifest } from './build-manifest';
import { createCriticalStyles } from './critical-css';
import { PAINT_SCRIPT, START_SCRIPT } from './paint-script';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Inside the project, so the server bundle's imports resolve from node_modules; one per `DIST_DIR`,
 * so builds made at the same time into other folders do not overwrite each other's.
 */
const serverDir = join(
  root,
  'node_modules',
  `.prerender${process.env.DIST_DIR ? `-${basename(process.env.DIST_DIR)}` : ''}`,
);
/** The page served for addresses that have no prerendered file. */
export const SHELL_FILE = '200.html';

/**
 * The file an address is served from: `/region/Krytan` → `region/Krytan/index.html` (the
 * service worker's own rule, so its precache finds every page).
 */
export const htmlFileOf = pageFileOf;

/** Builds the app for Node (Vite resolves its imports and styles as for the browser) and loads it. */
async function buildServerEntry(): Promise<PrerenderServerEntry> {
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender/render-page.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  return (await import(
    pathToFileURL(join(serverDir, 'render-page.js')).href
  )) as PrerenderServerEntry;
}

/** While prerendering, the app's asset requests are answered from the build's files. */
function serveAssetsFrom(outDir: string, origin: string) {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== origin) {
      return Promise.reject(new Error(`Prerendering does not fetch ${url.href}.`));
    }
    const file = join(outDir, decodeURIComponent(url.pathname));
    if (!existsSync(file)) return Promise.resolve(new Response('Not found', { status: 404 }));
    return Promise.resolve(
      new Response(readFileSync(file), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
  return () => {
    globalThis.fetch = networkFetch;
  };
}

/** The build's file at an asset's address (`/assets/x.json?version=1` → `<outDir>/assets/x.json`). */
const fileOfHref = (outDir: string, href: string) =>
  join(outDir, decodeURIComponent(new URL(href, 'http://build.local').pathname));

/**
 * Fails the build when a page's asset file does not read as the data the page was rendered with:
 * the browser seeds its query cache with the file's JSON without parsing it by its schema
 * (`seedPageAssets`), so a schema that changes what it reads would make hydration differ.
 * `checked` remembers the files already compared (every page reads the same files).
 */
export function checkAssetFiles(outDir: string, files: PageAssetFile[], checked: Set<string>) {
  for (const { href, data } of files) {
    if (checked.has(href)) continue;
    const json: unknown = JSON.parse(readFileSync(fileOfHref(outDir, href), 'utf8'));
    if (!isDeepStrictEqual(json, data)) {
      throw new Error(
        `${href} does not read as the data pages were rendered with (its schema changes it), ` +
          'so the browser cannot seed its cache with the file as it is.',
      );
    }
    checked.add(href);
  }
}

/** The `<template>` holding the page's code until `START_SCRIPT` starts it. */
export const PAGE_CODE_ID = 'page-code';
/** The template's attribute listing the chunks to preload (paths from the site's root). */
export const MODULE_PRELOADS = 'data-modulepreload';
/** The template's attribute listing the asset files to preload (addresses). */
export const FETCH_PRELOADS = 'data-fetch-preload';
/** What opens the template, for the build's later steps to list more on it (`critical-css.ts`). */
export const PAGE_CODE_TAG = `<template id="${PAGE_CODE_ID}"`;

/** JSON inside a `<script>` element: `<` escaped so no content can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const titleOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

/** Text inside an attribute value: `"`, `&`, `<` escaped. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell in a page's language: its `<html lang>` and description. */
export const withLanguage = (shell: string, { lang, description }: PageHead) =>
  shell
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${attribute(description)}" />`,
    );

const CODE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The shell with the page's markup, state, title, and links to its own chunks and styles (the
 * build then inlines the rules the markup uses and defers the stylesheets: `critical-css.ts`); the
 * code (the entry script and every chunk the page needs, preloaded at once: no waterfall) waits in
 * a template until the first paint, when a deferred script of a few lines starts it: loaded
 * earlier, its responses and its start-up held the first paint back by 0.35–0.8 s at 4× CPU
 * throttle (docs/start-up.md "The build side").
 */
export function pageHtml(
  stateId: string,
  shell: string,
  page: RenderedPage,
  manifest: BuildManifest,
  siteOrigin?: string,
) {
  // The shell links the entry and its static imports; the page adds its start-up steps and routes.
  const entry = chunkFiles(manifest, ['index.html']);
  const own = chunkFiles(manifest, [...startSteps(manifest), ...page.modules]);
  const styles = own.css
    .filter((file) => !entry.css.includes(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  // The entry's script, then every chunk to preload, by its path alone (a link element each
  // was 5 KB of a region page): the start script writes their links.
  const shellCode = shell.match(CODE_TAG) ?? [];
  const preloads = [
    ...shellCode.flatMap((tag) => /modulepreload.*href="\/([^"]+)"/.exec(tag)?.slice(1) ?? []),
    ...own.js.filter((file) => !entry.js.includes(file)),
  ];
  const entryScripts = shellCode.filter((tag) => tag.startsWith('<script'));
  const alternates = page.head.alternates.map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${attribute(siteOrigin ? new URL(href, siteOrigin).href : href)}">`,
  );
  // The asset files the page was rendered with, preloaded with the code, after the first paint
  // (before it, their responses took the main thread: docs/performance.md "First frame").
  const assetFiles = page.assetFiles.map(({ href }) => {
    if (/\s/.test(href)) throw new Error(`An asset file's address has a space: ${href}`);
    return href;
  });
  const head = [...alternates, ...styles, `<script src="/${START_SCRIPT}" defer></script>`];
  // Before anything else, render-blocking: the paint-time script marks the day and the phases on
  // <html> and fills the clocks, so the first paint shows the moment's (paint-script.ts).
  head.unshift(`<script src="/${PAINT_SCRIPT}"></script>`);
  // Its first paint waits until the parser has passed the page's largest first-screen text,
  // instead of painting the header, then the clocks, then that text, each frame with its own
  // style, layout and paint (docs/performance.md "First frame"). Without the mark, no wait: the
  // browser would hold the paint until the whole page is parsed.
  const marks = page.html.split(`id="${FIRST_SCREEN_END_ID}"`).length - 1;
  if (marks > 1) throw new Error(`A page has ${marks} first-screen marks; it can wait for one.`);
  if (marks === 1) {
    head.splice(1, 0, `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`);
  }
  const title = titleOf(page.html);
  return withLanguage(shell, page.head)
    .replace(CODE_TAG, '')
    .replace('</head>', `${head.join('')}</head>`)
    .replace(/<title>.*?<\/title>/, (tag) =>
      title ? `<title>${title} · Tyria Fishing Companion</title>` : tag,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="${stateId}">${scriptJson(page.state)}</script>${PAGE_CODE_TAG} ${MODULE_PRELOADS}="${attribute(preloads.join(' '))}" ${FETCH_PRELOADS}="${attribute(assetFiles.join(' '))}">${entryScripts.join('')}</template>`,
    );
}

/**
 * The deployed site's origin (`SITE_ORIGIN=https://fishing.example.org`), for absolute `hreflang`
 * addresses, which search engines want; unset, they stay root-relative (browsers accept those).
 */
export function siteOriginOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `SITE_ORIGIN must be an origin like https://fishing.example.org, not "${value}".`,
    );
  }
  return url.origin;
}

/** The post-build step: writes every route's HTML into `outDir`; the empty shell becomes 200.html. */
export async function prerender(outDir: string) {
  const siteOrigin = siteOriginOf(process.env.SITE_ORIGIN);
  const server = await buildServerEntry();
  const manifest = readBuildManifest(outDir);
  const shellPath = join(outDir, SHELL_FILE);
  renameSync(join(outDir, 'index.html'), shellPath);
  const shell = readFileSync(shellPath, 'utf8');
  // The other languages' shells (`de/200.html`) for their addresses without a page of their own.
  for (const { path, head } of server.languageShells()) {
    mkdirSync(join(outDir, dirname(path)), { recursive: true });
    writeFileSync(join(outDir, path), withLanguage(shell, head));
  }
  const restoreFetch = serveAssetsFrom(outDir, server.PRERENDER_ORIGIN);
  const withCriticalStyles = createCriticalStyles(outDir, PAGE_CODE_TAG);
  const checkedAssets = new Set<string>();
  try {
    for (const path of server.prerenderedPaths()) {
      const page = await server.renderPage(path);
      checkAssetFiles(outDir, page.assetFiles, checkedAssets);
      const file = join(outDir, htmlFileOf(path));
      mkdirSync(dirname(file), { recursive: true });
      const html = pageHtml(server.PRERENDER_STATE_ID, shell, page, manifest, siteOrigin);
      writeFileSync(file, await withCriticalStyles(html));
    }
  } finally {
    restoreFetch();
  }
}
