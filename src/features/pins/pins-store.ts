import * as z from 'zod/mini';
import { createPersistedStore } from '@/lib/storage';

/** A pinned page (spec §3 Pin). `endpoint` is where clicking the label goes. */
export interface Pin {
  name: string;
  endpoint: string;
  isPinned: boolean;
}

interface PinsState {
  /** Pinned entries, newest first. No limit. */
  pins: Pin[];
  /** Pins the page at `endpoint`, or unpins it when a pin with the same path exists. */
  togglePin: (name: string, endpoint: string) => void;
}

/** The path part of an endpoint: two endpoints of the same page differ only in their query. */
export const endpointPath = (endpoint: string) => endpoint.split(/[?#]/, 1)[0] ?? endpoint;

const pinSchema = z.object({
  name: z.string(),
  // Only in-app paths: a stored endpoint must never send the player off-site.
  endpoint: z.string().check(
    z.startsWith('/'),
    z.refine((path) => !path.startsWith('//')),
  ),
  isPinned: z.boolean(),
});

export const usePinsStore = createPersistedStore(
  {
    name: 'pins',
    label: 'pinned pages',
    version: 1,
    schema: z.object({ pins: z.array(pinSchema) }),
    partialize: ({ pins }: PinsState) => ({ pins }),
  },
  (set) => ({
    pins: [],
    togglePin: (name, endpoint) =>
      set(({ pins }) => {
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
