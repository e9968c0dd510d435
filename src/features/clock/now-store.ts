import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * One shared ticker for the whole app: while anything subscribes, a single timer fires on every
 * whole second and publishes the current time (epoch ms, floored to the second). With no
 * subscribers the timer stops. Usable outside React through `nowStore`.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let now = floorToSecond(Date.now());
let timer: ReturnType<typeof setTimeout> | undefined;
let held = false;

function floorToSecond(ms: number) {
  return Math.floor(ms / 1000) * 1000;
}

/** Reads the clock; notifies subscribers only when the second has changed. */
function refresh() {
  if (held) return;
  const next = floorToSecond(Date.now());
  if (next === now) return;
  now = next;
  listeners.forEach((listener) => listener());
}

// A timeout re-aimed at the next whole second each time, so the display never drifts from the
// real second (a bare setInterval would, and phase changes would show up to a second late).
function schedule() {
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
}

function tick() {
  refresh();
  schedule();
}

// Hidden tabs throttle timers; catch up at once when the player comes back.
function onVisibilityChange() {
  if (document.visibilityState === 'visible') refresh();
}

function start() {
  refresh();
  schedule();
  document.addEventListener('visibilitychange', onVisibilityChange);
}

function stop() {
  clearTimeout(timer);
  timer = undefined;
  document.removeEventListener('visibilitychange', onVisibilityChange);
}

export const nowStore = {
  /** Subscribes to second ticks; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    if (listeners.size === 1) start();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stop();
    };
  },
  /** The current time (epoch ms, whole seconds); fresh even while nothing is subscribed. */
  getSnapshot(): number {
    if (timer === undefined && !held) now = floorToSecond(Date.now());
    return now;
  },
};

/**
 * Holds the time still while a prerendered page goes live (`src/app/start/hydrate.tsx` holds it,
 * `ready.tsx` lets go). Going live is a transition that renders the page in slices; an update from
 * a store read through `useSyncExternalStore` interrupts it, and React then starts it over. Each
 * second's tick did so: at 4× CPU throttle a page whose live render took more than a second was
 * started over until React forced it through after 5 s, in one long task (docs/start-up.md).
 */
export function holdTicks() {
  now = floorToSecond(Date.now());
  held = true;
}

/** Lets the time run again, at once. */
export function releaseTicks() {
  held = false;
  refresh();
}

/**
 * The instant prerendering renders with, and the browser hydrates with (so both agree); live time
 * follows right after hydration, in the transition `HydrationGate` starts. Parts showing the time
 * render a placeholder meanwhile (`useHydrated`). The store is read live even then (its server
 * snapshot is the live one too): a server snapshot that differs from the live one would make
 * React re-render every reader synchronously after hydration, in one long task.
 */
export const PRERENDER_NOW = 0;

/** The current time in epoch ms, re-rendering the caller once a second (and only the caller). */
export function useNow(): number {
  const live = useSyncExternalStore(nowStore.subscribe, nowStore.getSnapshot, nowStore.getSnapshot);
  return useHydrated() ? live : PRERENDER_NOW;
}

/**
 * A value derived from the time (the current phase, the UTC day…), re-rendering the caller only
 * when that value changes — not every second. `derive` must return a primitive.
 */
export function useTimeDerived<T extends string | number | boolean>(derive: (now: number) => T): T {
  const read = () => derive(nowStore.getSnapshot());
  const live = useSyncExternalStore(nowStore.subscribe, read, read);
  return useHydrated() ? live : derive(PRERENDER_NOW);
}
