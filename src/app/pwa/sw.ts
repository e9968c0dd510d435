// The service worker (built by scripts/lib/service-worker.ts after every other build step, so its
// precache list includes each route's prerendered HTML). Offline-first for the site's own files;
// it never answers for other origins, so GW2 API responses (with or without a key) stay uncached.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { GAME_LOCALES } from '@/config/locales';
import { localizedPath } from '@/lib/i18n/locale-path';
import { appShellUrlOf } from './app-shell';
import { isUpdateMessage, NOT_APP_NAVIGATIONS, precachedHtmlFor } from './sw-routing';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST, {
  // Catalog data is fetched as `…json?version=x`; the precached copy is the one for this build.
  ignoreURLParametersMatching: [/^version$/, /^utm_/],
  directoryIndex: 'index.html',
  cleanURLs: false,
  // `/region/Krytan` → the prerendered `region/Krytan/index.html`.
  urlManipulation: ({ url }) => [precachedHtmlFor(url)],
});
cleanupOutdatedCaches();

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
