import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PRERENDER_ORIGIN } from '@/data/fetch-asset';
import { AppProviders, createQueryClient } from '@/app/providers';
import { HydrationGate } from '@/hooks/use-hydrated';
import { createRoutes, routeModuleOf } from '@/app/router';
import type { RenderedPage } from './prerender-state';
import { guidePages, launchTabs, paths, settingsTabs } from '@/config/paths';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';

export { PRERENDER_ORIGIN } from '@/data/fetch-asset';
export { PRERENDER_STATE_ID } from './prerender-state';

/** Asset queries the render asked for that have no data yet. */
const pendingAssets = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] === 'asset' && query.state.data === undefined);

async function renderToHtml(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/**
 * Renders one route of the app to HTML at build time (`scripts/lib/prerender.ts`), with the
 * catalog assets it reads already loaded: a first pass finds the assets the page asks for, they
 * load, and the page renders again with them. Time, stored settings and account progress are not
 * known here: the app renders its neutral state (see `useHydrated`) and the browser takes the live
 * values right after hydration.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const client = createQueryClient();
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(new URL(url, PRERENDER_ORIGIN)));
  if (context instanceof Response) throw new Error(`${url} redirects; prerender its target.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <HydrationGate hydrating>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HydrationGate>
    </StrictMode>
  );

  let html = await renderToHtml(app);
  for (let pass = 0; pass < 3 && pendingAssets(client).length > 0; pass++) {
    await Promise.all(pendingAssets(client).map((query) => query.fetch()));
    html = await renderToHtml(app);
  }
  const queries: DehydratedState = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.queryKey[0] === 'asset' && query.state.status === 'success',
  });
  // Pages have named routes (see `page` in router.tsx); the others (redirects, layouts) are numbered.
  const modules = context.matches
    .filter(({ route }) => !/^[\d-]+$/.test(route.id))
    .map(({ route }) => routeModuleOf(route.id));
  return { html, state: { loaderData: context.loaderData, queries }, modules };
}

/** Every address of the route table that shows a page (redirects excepted): each is prerendered. */
export function prerenderedPaths(): string[] {
  return [
    paths.home.href(),
    ...launchTabs.map((tab) => paths.launch.href(tab)),
    ...regionIndex.map((region) => paths.region.href(region.key)),
    ...otherAchievementIndex.map((achievement) => paths.achievement.href(achievement.key)),
    ...settingsTabs.map((tab) => paths.settings.href(tab)),
    paths.help.href(),
    ...guidePages.map((page) => paths.guide.href(page)),
    paths.faq.href(),
    paths.legal.href(),
    paths.contact.href(),
    paths.feedback.href(),
  ];
}
