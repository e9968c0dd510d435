import { StrictMode } from 'react';
import { createBrowserRouter } from 'react-router';
import { storeLoaders } from '@/app/persisted-stores';
import type { PrerenderState } from '@/app/prerender/prerender-state';
import { createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { holdTicks } from '@/features/clock/now-store';
import { loadPageLanguage } from '@/data/game-words/load-page-language';
import { seedPageAssets } from '@/data/page-assets';
import { basenameOf, localeOfPath } from '@/lib/i18n/locale-of-path';
import { startStorageSync } from '@/lib/storage/persistence';
import { storedDataRead } from '@/lib/storage/persisted-store';
import { registerStoreLoaders } from '@/lib/storage/slice-registry';
import { loadRoutesOf } from './current-routes';
import { AfterLiveWaits } from './after-live';
import { followLink, takeEarlyPresses } from './early-input';
import { HydrationGate } from './hydration-gate';
import { LanguageRoot } from './language-root';
import { Ready } from './ready';

/**
 * The app, ready to mount, and whether it hydrates the prerendered page. With the page's state,
 * the query cache starts with the assets the page was rendered with (their files, loaded beside
 * the route modules) and the router with its loaders' data, so hydration matches the HTML.
 * Without it, or when the page's code or one of its assets failed to load, the app renders from
 * scratch.
 */
export async function createApp(prerendered: PrerenderState | undefined) {
  const client = createQueryClient();
  const routes = createRoutes(client);
  // The address says the language once, here: its prefix is the router's basename, so links and
  // pins inside the app stay language-neutral. Its words load beside its route modules (English
  // is in the code already).
  const locale = localeOfPath(window.location.pathname);
  const basename = basenameOf(locale) || '/';
  // Each persisted store is created by the module that uses it; the rest are known by name.
  registerStoreLoaders(storeLoaders);
  // What the player saved is read before the first render, with the checks of its slices (loaded
  // only when something is stored: a first visit never loads them before the app is live): the
  // shell's stores' beside the route modules, then those the route modules created.
  const [routesLoaded, language, assetsLoaded] = await Promise.all([
    loadRoutesOf(routes, window.location.pathname, basename),
    loadPageLanguage(locale),
    prerendered ? seedPageAssets(client, prerendered.assets) : false,
    storedDataRead(),
  ]);
  await storedDataRead();
  const hydrates = routesLoaded && assetsLoaded && prerendered !== undefined;
  const router = createBrowserRouter(routes, {
    basename,
    ...(hydrates && { hydrationData: { loaderData: prerendered.loaderData } }),
  });
  startStorageSync();
  // Taken last, just before hydrating: from then on React handles clicks itself. A page rendered
  // from scratch replaces the buttons pressed, so those presses are dropped (a link is followed).
  // The fields' values are handed over at the commit that hydrates the page (`early-values.tsx`).
  const early = takeEarlyPresses();
  // The clock's ticks would start the transition that goes live over each second (now-store.ts).
  if (hydrates) holdTicks();
  if (!hydrates) {
    early.pressed.splice(0);
    followLink(early);
  }
  return {
    hydrates,
    app: (
      <StrictMode>
        <HydrationGate hydrating={hydrates}>
          <AfterLiveWaits value>
            <Ready early={early}>
              <LanguageRoot client={client} initial={{ ...language, router }} />
            </Ready>
          </AfterLiveWaits>
        </HydrationGate>
      </StrictMode>
    ),
  };
}
