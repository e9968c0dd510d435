/** The message the page posts to a waiting service worker when the player accepts the update. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function isUpdateMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  );
}

/**
 * The file the build writes a page's HTML to (scripts/lib/prerender.ts) and the service worker
 * serves it from: `/region/Krytan` and `/region/Krytan/` → `region/Krytan/index.html`.
 */
export function pageFileOf(pathname: string): string {
  const directory = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return `${directory.slice(1)}index.html`;
}

/** The precached HTML of a prerendered page's address (the query and hash are dropped). */
export function precachedHtmlFor(url: URL): URL {
  return new URL(`/${pageFileOf(url.pathname)}`, url.origin);
}

/**
 * Navigations the service worker leaves to the network: the build's own files (`/assets/…`, a
 * last part with a file extension). Every other address is a page of the route table (it ends
 * in a not-found page), served its prerendered HTML or the app shell (`sw-routing.test.ts`).
 */
export const NOT_APP_NAVIGATIONS = [/^\/assets\//, /\/[^/]+\.[a-z0-9]+$/i];
