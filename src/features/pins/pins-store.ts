import { createPersistedStore } from '@/lib/storage/persisted-store';
import type { CapReached } from '@/lib/storage/cap-rule';
import { endpointPath, type Pin } from './pin';

interface PinsState {
  /** Pinned entries, newest first, at most `MAX_PINS`. */
  pins: Pin[];
  /**
   * Pins the page at `endpoint`, or unpins it when a pin with the same path exists. A pin past the
   * cap is refused (the player is told): returns the refusal.
   */
  togglePin: (name: string, endpoint: string) => CapReached | undefined;
}

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
    checks: () => import('./pins-checks'),
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
