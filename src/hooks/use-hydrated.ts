import { createContext, use, useEffect, useState } from 'react';

/**
 * Whether the page is live, and a way to hear when it goes live: `HydrationGate`
 * (`src/app/start/hydration-gate.tsx`) provides one. The same object for a page's whole life, so
 * going live changes no context value: a context change reaches every Suspense boundary still
 * holding prerendered HTML, which React must then hydrate before it can go on, and the parts
 * hydrated later (`HydrateLater`) would be hydrated before the page answers a press.
 */
export interface HydrationSignal {
  isLive(): boolean;
  /** Calls `listener` once, when the page goes live; returns a function that stops that. */
  onLive(listener: () => void): () => void;
}

/** A signal that is live from the start (`live`) or goes live when told to. */
export function hydrationSignal(live: boolean): HydrationSignal & { goLive(): void } {
  const listeners = new Set<() => void>();
  return {
    isLive: () => live,
    onLive: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    goLive() {
      live = true;
      listeners.forEach((listener) => listener());
    },
  };
}

export const HydratedContext = createContext<HydrationSignal>(hydrationSignal(true));

/**
 * False while the page renders at build time (prerendering) and while the browser hydrates that
 * HTML; true in every other render. Parts that depend on the time or on the browser (clocks, the
 * auto filter, stored settings) render their neutral state while it is false, so the browser's
 * first render matches the prerendered HTML, then take their live values right after, each reader
 * in the one transition that takes the page live (the gate's).
 */
export function useHydrated(): boolean {
  const signal = use(HydratedContext);
  const [live, setLive] = useState(signal.isLive);
  // Every reader rendered before the page goes live has listened by then: the gate tells them in
  // its effect, which runs after theirs (passive effects run children first).
  useEffect(() => (live ? undefined : signal.onLive(() => setLive(true))), [live, signal]);
  return live;
}
