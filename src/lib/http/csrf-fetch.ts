/**
 * The app's one `fetch` wrapper. It follows Angular's cross-site request forgery convention, which
 * the original app relied on: the server (if any) sets a readable `XSRF-TOKEN` cookie, and every
 * state-changing request to our own origin echoes it back in an `X-XSRF-TOKEN` header. A page on
 * another site cannot read our cookie, so it cannot forge that header.
 *
 * The header is added only when all of these hold (spec §7):
 * - the URL is relative (absolute URLs may point at other sites, which must never see the token);
 * - the method is neither GET nor HEAD (reads change nothing);
 * - the cookie is present and the caller has not set the header already.
 */

/** Name of the cookie holding the token. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
/** Name of the request header carrying the token, named after the cookie. */
export const XSRF_HEADER_NAME = `X-${XSRF_COOKIE_NAME}`;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

// Two bases that differ in scheme and host: a URL that resolves under both is relative.
const PROBE_BASES = ['https://a.invalid/', 'http://b.invalid/'];

/**
 * True for URLs such as `api/feedback` or `/api/feedback` that resolve to the page's own origin;
 * false for `https://…`, `//host/…` and the spellings the URL parser reads the same way
 * (`/\\host/…`, `/\t/host/…`, `https:host`), which `fetch` would send to another site.
 */
export function isRelativeUrl(url: string): boolean {
  return PROBE_BASES.every((base) => {
    try {
      return new URL(url, base).origin === new URL(base).origin;
    } catch {
      return false;
    }
  });
}

/** Reads one cookie's decoded value from a `document.cookie`-style string. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * `fetch` with the anti-forgery header added where the rule above asks for it. Takes a URL string
 * (not a `Request`, whose URL is always resolved to an absolute one) and the usual `RequestInit`.
 */
export function csrfFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method) || !isRelativeUrl(url)) return fetch(url, init);

  const headers = new Headers(init.headers);
  const token = readCookie(XSRF_COOKIE_NAME, documentCookies());
  if (token !== undefined && token !== '' && !headers.has(XSRF_HEADER_NAME)) {
    headers.set(XSRF_HEADER_NAME, token);
  }
  return fetch(url, { ...init, headers });
}
