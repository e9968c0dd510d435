import { matchPath } from 'react-router';
import { pinnablePaths } from '@/config/routes';
import { isRelativeUrl } from '@/lib/http/csrf-fetch';

/** A pinned page (spec §3 Pin). `endpoint` is where clicking the label goes. */
export interface Pin {
  name: string;
  endpoint: string;
  isPinned: boolean;
}

/** The path part of an endpoint: two endpoints of the same page differ only in their query. */
export const endpointPath = (endpoint: string) => endpoint.split(/[?#]/, 1)[0] ?? endpoint;

/**
 * Whether a (stored or imported) endpoint is one of our pinnable pages (the route table's). It is read the way the
 * browser will read it (`/\\evil.example` is another host to the URL parser), so a pin can never
 * send the player off the site.
 */
export function isPinnableEndpoint(endpoint: string, origin = globalThis.location.origin) {
  if (!endpoint.startsWith('/') || !isRelativeUrl(endpoint)) return false;
  try {
    const url = new URL(endpoint, origin);
    return url.origin === origin && pinnablePaths.some((route) => matchPath(route, url.pathname));
  } catch {
    return false;
  }
}
