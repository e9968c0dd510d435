import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { startStorageSync } from '@/lib/storage';
import { persistedStores } from './persisted-stores';
import type { PrerenderState } from './prerender/prerender-state';
import { AppProviders, createQueryClient } from './providers';
import { createRoutes } from './router';

/**
 * Loads the lazy route modules the current address needs, so the first render is the page itself
 * (as in the prerendered HTML), not a pending lazy route (which would render nothing).
 */
async function loadCurrentRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Marks `<html data-app-ready>` once the app is mounted or hydrated: the prerendered page looks the
 * same before, but only now do its controls respond (browser tests and the bench wait for it).
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/**
 * The app, ready to mount. With a prerendered page's state, the query cache starts with the assets
 * the page was rendered with and the router with its loaders' data, so hydration matches the HTML.
 */
export async function createApp(prerendered: PrerenderState | undefined) {
  const client = createQueryClient();
  const routes = createRoutes(client);
  if (prerendered) hydrate(client, prerendered.queries);
  await loadCurrentRoutes(routes);
  const router = createBrowserRouter(
    routes,
    prerendered ? { hydrationData: { loaderData: prerendered.loaderData } } : undefined,
  );
  startStorageSync(persistedStores);
  return (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
        <ReadyMarker />
      </AppProviders>
    </StrictMode>
  );
}
