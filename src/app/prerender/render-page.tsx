import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { assetOfQueryKey } from '@/data/asset-queries';
import { assetUrl, PRERENDER_ORIGIN } from '@/data/fetch-asset';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createRoutes, routeModuleOf } from '@/app/router';
import { HydrationGate } from '@/app/start/hydration-gate';
import {
  GAME_LOCALES,
  PAGE_CATALOGS,
  SOURCE_LOCALE,
  TRANSLATED_LOCALES,
  type PageCatalog,
} from '@/config/locales';
import { isPageId, prerenderedPaths as tablePaths } from '@/config/routes';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { appShellUrlOf } from '@/app/pwa/app-shell';
import { loadPageLanguage } from '@/data/game-words/load-page-language';
import { basenameOf, localeOfPath } from '@/lib/i18n/locale-of-path';
import { localizedPath, neutralPathOf } from '@/lib/i18n/locale-path';
import { pageHead } from './page-head';
import type { PageAssetFile, RenderedPage } from './prerender-state';

export { PRERENDER_ORIGIN } from '@/data/fetch-asset';
export { PRERENDER_STATE_ID } from './prerender-state';

/** The page catalog a route module's `handle` names (`{ words: 'help' }`), if any. */
function pageWordsOf(handle: unknown): PageCatalog[] {
  const words: unknown = (handle as { words?: unknown } | undefined)?.words;
  return PAGE_CATALOGS.filter((name) => name === words);
}

/** The key every catalog asset query starts with (`assetQuery`). */
const ASSET_QUERIES = ['asset'];

/** The assets the page was rendered with: their query keys and files. */
function renderedAssets(client: QueryClient) {
  const queries = client
    .getQueryCache()
    .findAll({ queryKey: ASSET_QUERIES, predicate: (query) => query.state.status === 'success' });
  const files = queries.map(({ queryKey, state }): PageAssetFile => {
    const asset = assetOfQueryKey(queryKey);
    if (!asset) throw new Error(`No asset file has the query key ${JSON.stringify(queryKey)}.`);
    const url = new URL(assetUrl(asset.path));
    return { href: `${url.pathname}${url.search}`, data: state.data };
  });
  return { keys: queries.map(({ queryKey }) => queryKey), files };
}

/**
 * Renders one route of the app to HTML at build time (`scripts/lib/prerender.ts`), in one pass:
 * here a catalog asset query suspends its component until the asset has loaded (from the build's
 * own files), and `react-dom/static`'s `prerender` waits for every suspended part before it
 * writes the page. The app's other queries (the GW2 API) do not run. Time, stored settings and
 * account progress are not known here: the app renders its neutral state (see `useHydrated`) and
 * the browser takes the live values right after hydration.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const client = createQueryClient();
  client.setQueryDefaults(ASSET_QUERIES, { suspense: true });
  const address = new URL(url, PRERENDER_ORIGIN);
  const locale = localeOfPath(address.pathname);
  // The language's prefix is the router's basename: the routes and links inside stay neutral.
  const basename = basenameOf(locale) || undefined;
  const handler = createStaticHandler(createRoutes(client), { basename });
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`${url} redirects; prerender its target.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The address's language and its words, as the browser loads them before it hydrates
  // (`createApp`).
  const language = await loadPageLanguage(locale);
  const { prelude } = await prerender(
    <StrictMode>
      <HydrationGate hydrating>
        <AppProviders client={client} language={language}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HydrationGate>
    </StrictMode>,
    // Each Suspense boundary in place, however large: React would move a large one to the end of
    // the page with an inline script to swap it in, which the site's CSP (`script-src 'self'`)
    // never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const assets = renderedAssets(client);
  // Pages' route ids are their page ids; the other routes (redirects, layouts) are numbered.
  const modules = context.matches
    .map(({ route }) => route.id)
    .filter(isPageId)
    .map(routeModuleOf);
  // A page's own catalog (its route module's `handle.words`) in its language, preloaded too.
  const words = context.matches.flatMap(({ route }) => pageWordsOf(route.handle));
  if (locale !== SOURCE_LOCALE)
    modules.push(...words.map((name) => `src/locales/${name}/${locale}.po`));
  const head = pageHead(locale, neutralPathOf(address.pathname));
  return {
    html,
    state: { loaderData: context.loaderData, assets: assets.keys },
    assetFiles: assets.files,
    modules,
    head,
  };
}

/**
 * Every address of the route table that shows a page (redirects excepted), in every language:
 * each is prerendered.
 */
export const prerenderedPaths = () =>
  GAME_LOCALES.flatMap((locale) =>
    tablePaths({ regions: regionIndex, achievements: otherAchievementIndex }).map((path) =>
      localizedPath(locale, path),
    ),
  );

/** Each other language's empty shell: written in its language, with no twins (no page). */
export const languageShells = () =>
  TRANSLATED_LOCALES.map((locale) => ({
    path: appShellUrlOf(localizedPath(locale, '/')).slice(1),
    head: { ...pageHead(locale, '/'), alternates: [] },
  }));
