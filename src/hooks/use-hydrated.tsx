import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** True unless a `HydrationGate` says the app is rendering at build time or hydrating. */
const HydratedContext = createContext(true);

/**
 * False while the page renders at build time (prerendering) and while the browser hydrates that
 * HTML; true in every other render. Parts that depend on the time or on the browser (clocks, the
 * auto filter, stored settings) render their neutral state while it is false, so the browser's
 * first render matches the prerendered HTML, then take their live values right after.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Provides `useHydrated`. With `hydrating`, its children first render the neutral state, then
 * go live in a transition: the page is already painted, so that render runs in slices that yield
 * to the browser instead of one long task (a store read through `useSyncExternalStore` whose
 * snapshot differs from the build's would instead re-render synchronously).
 */
export function HydrationGate({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
