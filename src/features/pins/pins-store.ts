import { matchPath } from 'react-router';
import * as z from 'zod/mini';
import { pinnablePaths } from '@/config/routes';
import { isRelativeUrl } from '@/lib/http';
import { createPersistedStore, keepValidItems, type CapReached } from '@/lib/storage';

/** A pinned page (spec §3 Pin). `endpoint` is where clicking the label goes. */
export interface Pin {
  name: string;
  endpoint: string;
  isPinned: boolean;
}

interface PinsState {
  /** Pinned entries, newest first, at most `MAX_PINS`. */
  pins: Pin[];
  /**
   * Pins the page at `endpoint`, or unpins it when a pin with the same path exists. A pin past the
   * cap is refused (the player is told): returns the refusal.
   */
  togglePin: (name: string, endpoint: string) => CapReached | undefined;
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

const pinSchema = z.object({
  name: z.string(),
  endpoint: z.string().check(
    z.refine(
      (endpoint) => isPinnableEndpoint(endpoint),
      // The reason's id (its words: lib/storage/storage-words.ts).
      'not-a-page',
    ),
  ),
  isPinned: z.boolean(),
});

/** Far more than the app's pinnable pages: a file with more is not a real export. */
const MAX_PINS = 200;

/** The first pin of each page. */
function withoutRepeats(pins: Pin[]) {
  const seen = new Set<string>();
  return pins.filter((pin) => {
    const path = endpointPath(pin.endpoint);
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

export const usePinsStore = createPersistedStore(
  {
    name: 'pins',
    version: 1,
    schema: z.object({ pins: z.array(pinSchema).check(z.maxLength(MAX_PINS)) }),
    repair: (stored) => {
      const options = { max: MAX_PINS, items: 'pins' };
      const { kept, problems, capped } = keepValidItems(stored, 'pins', pinSchema, options);
      return { data: { pins: kept }, problems, capped };
    },
    mergeImport: (current, incoming) => ({
      pins: withoutRepeats([...current.pins, ...incoming.pins]),
    }),
    countItems: ({ pins }) => pins.length,
    itemNames: ({ pins }) => pins.map((pin) => ({ name: pin.name })),
    partialize: ({ pins }: PinsState) => ({ pins }),
  },
  (_set, _get, _api, setWithinCap) => ({
    pins: [],
    togglePin: (name, endpoint) =>
      setWithinCap(({ pins }) => {
        const path = endpointPath(endpoint);
        const pinned = pins.some((pin) => endpointPath(pin.endpoint) === path);
        return {
          pins: pinned
            ? pins.filter((pin) => endpointPath(pin.endpoint) !== path)
            : [{ name, endpoint, isPinned: true }, ...pins],
        };
      }),
  }),
);
