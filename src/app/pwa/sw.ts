// The service worker (built by scripts/lib/service-worker.ts after every other build step, so its
// lists cover every file and prerendered page). Offline-first for the site's own files; it never
// answers for other origins, so GW2 API responses (with or without a key) stay uncached.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { Locale } from '@/config/locales';
import { localeOfPath } from '@/lib/i18n/locale-of-path';
import { isAlertData, OPEN_ALERT, pickAlertWindow } from '@/lib/notifications/alert-clicks';
import { appShellUrlOf } from './app-shell';
import { isUpdateMessage, NOT_APP_NAVIGATIONS, precachedHtmlFor } from './sw-routing';

declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  /** Written in by the build (`scripts/lib/service-worker.ts`). */
  __TFC_PAGES: { version: string; pages: Record<Locale, string[]> };
  location: Location;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly AlertWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: {
      notification: { data: unknown; close(): void };
      waitUntil(promise: Promise<unknown>): void;
    }) => void,
  ): void;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

/** An open window of the site, as a notification's click sees it. */
interface AlertWindow {
  url: string;
  visibilityState?: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

const LANGUAGE_PAGES = self.__TFC_PAGES;
/** The prerendered pages kept for offline use, of this build only (their HTML links its chunks). */
const PAGES_CACHE_PREFIX = 'tfc-pages-';
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${LANGUAGE_PAGES.version}`;
/** The cache of visited pages before pages were cached by language (dropped on activation). */
const OLD_PAGES_CACHES = ['tfc-language-pages'];

// Code, styles, data and each language's empty shell: for every visitor.
precacheAndRoute(self.__WB_MANIFEST, {
  // Catalog data is fetched as `…json?version=x`; the precached copy is the one for this build.
  ignoreURLParametersMatching: [/^version$/, /^utm_/],
});
cleanupOutdatedCaches();

/**
 * The prerendered pages of the languages the open pages are in (the one that registered the
 * worker on a first visit), stored while the worker installs: a German visitor stores the German
 * pages, not the English ones. A page that fails is left for its first visit.
 */
async function cacheVisitorsPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const locales = new Set(windows.map((client) => localeOfPath(new URL(client.url).pathname)));
  const cache = await caches.open(PAGES_CACHE);
  const files = [...locales].flatMap((locale) => LANGUAGE_PAGES.pages[locale]);
  await Promise.allSettled(
    files.map(async (file) => {
      const url = new URL(file, self.location.origin);
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) await cache.put(url, response);
    }),
  );
}
self.addEventListener('install', (event) => event.waitUntil(cacheVisitorsPages()));

// A page: its kept HTML, else from the network (kept once visited), else offline its language's
// shell (which renders any page, unknown addresses as the not-found page).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !NOT_APP_NAVIGATIONS.some((pattern) => pattern.test(url.pathname)),
  async ({ request, url }) => {
    const cache = await caches.open(PAGES_CACHE);
    const key = precachedHtmlFor(url).href;
    const kept = await cache.match(key);
    if (kept) return kept;
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(key, response.clone());
      return response;
    } catch (error) {
      const shell = await matchPrecache(appShellUrlOf(url.pathname));
      if (shell) return shell;
      throw error;
    }
  },
);
// A new version's pages link its own chunks: the last version's pages are dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                OLD_PAGES_CACHES.includes(name) ||
                (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A waiting update takes over only when the player accepts the reload prompt.
self.addEventListener('message', (event) => {
  if (isUpdateMessage(event.data)) void self.skipWaiting();
});
// A clicked alert brings its tab forward (focus is allowed only while handling the click) and
// tells it which page to open, which it does inside the app; with no tab open, a new one opens.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { data } = event.notification;
  if (!isAlertData(data)) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const index = pickAlertWindow(windows, data);
      const target = index === undefined ? undefined : windows[index];
      if (!target) return self.clients.openWindow(data.url);
      await target.focus();
      target.postMessage({ type: OPEN_ALERT, url: data.url });
      return undefined;
    }),
  );
});
clientsClaim();
