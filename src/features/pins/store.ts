import { create } from 'zustand';

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

export const usePinsStore = create<PinsState>()((set) => ({
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
}));
