import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { HydrationGate, useHydrated } from '@/hooks/use-hydrated';
import { startStorageSync } from '@/lib/storage';
import { persistedStores } from './persisted-stores';
import type { PrerenderState } from './prerender/prerender-state';
import { AppProviders, createQueryClient } from './providers';
import { createRoutes } from './router';
import {
  followLink,
  replayPresses,
  takeEarlyPresses,
  type EarlyPresses,
} from './start/early-input';

/**
 * Loads the lazy route modules the current address needs, so the first render is the page itself
 * (as in the prerendered HTML), not a pending lazy route (which would render nothing). False when
 * one failed to load (e.g. a stale page after a redeploy): the router then shows the page's error.
 */
async function loadCurrentRoutes(routes: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loading = Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return loading.then(
    () => true,
    () => false,
  );
}

/**
 * Marks `<html data-app-ready>` once the app is mounted, or hydrated and showing its live values:
 * the prerendered page looks the same before, but only now do its controls respond (browser tests
 * wait for it). What the player typed, ticked and pressed before then is handed to the app first.
 */
function ReadyMarker({ early }: { early: EarlyPresses }) {
  const live = useHydrated();
  useEffect(() => {
    if (!live) return;
    replayPresses(early);
    document.documentElement.dataset.appReady = '';
  }, [live, early]);
  return null;
}

/**
 * The app, ready to mount, and whether it hydrates the prerendered page. With the page's state,
 * the query cache starts with the assets the page was rendered with and the router with its
 * loaders' data, so hydration matches the HTML. Without it, or when the page's code failed to
 * load, the app renders from scratch.
 */
export async function createApp(prerendered: PrerenderState | undefined) {
  const client = createQueryClient();
  const routes = createRoutes(client);
  if (prerendered) hydrate(client, prerendered.queries);
  const hydrates = (await loadCurrentRoutes(routes)) && prerendered !== undefined;
  const router = createBrowserRouter(
    routes,
    hydrates ? { hydrationData: { loaderData: prerendered.loaderData } } : undefined,
  );
  startStorageSync(persistedStores);
  // Taken last, just before hydrating: from then on React handles clicks itself. A page rendered
  // from scratch replaces the buttons pressed, so those presses are dropped (a link is followed).
  const early = takeEarlyPresses();
  if (!hydrates) {
    early.pressed.splice(0);
    followLink(early);
  }
  return {
    hydrates,
    app: (
      <StrictMode>
        <HydrationGate hydrating={hydrates}>
          <AppProviders client={client}>
            <RouterProvider router={router} />
            <ReadyMarker early={early} />
          </AppProviders>
        </HydrationGate>
      </StrictMode>
    ),
  };
}
