/** The page served for in-app paths that have no prerendered HTML of their own. */
export const APP_SHELL_URL = '/200.html';

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
 * Where the build writes a path's prerendered HTML: `/region/Krytan` and `/region/Krytan/` both
 * map to `/region/Krytan/index.html` (the query and hash are dropped).
 */
export function precachedHtmlFor(url: URL): URL {
  const directory = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return new URL(`${directory}index.html`, url.origin);
}
