// The service worker (built by scripts/lib/service-worker.ts after every other build step, so its
// precache list includes each route's prerendered HTML). Offline-first for the site's own files;
// it never answers for other origins, so GW2 API responses (with or without a key) stay uncached.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { GAME_LOCALES, SOURCE_LOCALE } from '@/config/locales';
import { localeOfPath } from '@/lib/i18n/locale-of-path';
import { localizedPath } from '@/lib/i18n/locale-path';
import { appShellUrlOf } from './app-shell';
import { isUpdateMessage, NOT_APP_NAVIGATIONS, precachedHtmlFor } from './sw-routing';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

/** The other languages' pages visited, kept for offline use until the next version. */
const LANGUAGE_PAGES_CACHE = 'tfc-language-pages';

precacheAndRoute(self.__WB_MANIFEST, {
  // Catalog data is fetched as `…json?version=x`; the precached copy is the one for this build.
  ignoreURLParametersMatching: [/^version$/, /^utm_/],
  directoryIndex: 'index.html',
  cleanURLs: false,
  // `/region/Krytan` → the prerendered `region/Krytan/index.html`.
  urlManipulation: ({ url }) => [precachedHtmlFor(url)],
});
cleanupOutdatedCaches();

// Another language's page (`/de/region/Krytan`, not precached): from the network, kept once
// visited; offline, the kept copy or else its language's shell (which renders any page).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    localeOfPath(url.pathname) !== SOURCE_LOCALE &&
    !NOT_APP_NAVIGATIONS.some((pattern) => pattern.test(url.pathname)),
  async ({ request, url }) => {
    const cache = await caches.open(LANGUAGE_PAGES_CACHE);
    const key = precachedHtmlFor(url).href;
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(key, response.clone());
      return response;
    } catch (error) {
      const kept = (await cache.match(key)) ?? (await matchPrecache(appShellUrlOf(url.pathname)));
      if (kept) return kept;
      throw error;
    }
  },
);
// A new version's pages link its own chunks: the kept pages of the last version are dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(LANGUAGE_PAGES_CACHE));
});

// Any other in-app path (unknown ones show the app's not-found page) gets the app shell of its
// language.
const shells = new Map(
  GAME_LOCALES.map((locale) => {
    const url = appShellUrlOf(localizedPath(locale, '/'));
    return [url, createHandlerBoundToURL(url)];
  }),
);
registerRoute(
  new NavigationRoute((options) => shells.get(appShellUrlOf(options.url.pathname))!(options), {
    denylist: NOT_APP_NAVIGATIONS,
  }),
);

// A waiting update takes over only when the player accepts the reload prompt.
self.addEventListener('message', (event) => {
  if (isUpdateMessage(event.data)) void self.skipWaiting();
});
clientsClaim();
