import { createContext, useContext } from 'react';

/**
 * True unless the start-up's `HydrationGate` (`src/app/start/hydration-gate.tsx`) says the app
 * is rendering at build time or hydrating.
 */
export const HydratedContext = createContext(true);

/**
 * False while the page renders at build time (prerendering) and while the browser hydrates that
 * HTML; true in every other render. Parts that depend on the time or on the browser (clocks, the
 * auto filter, stored settings) render their neutral state while it is false, so the browser's
 * first render matches the prerendered HTML, then take their live values right after.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
