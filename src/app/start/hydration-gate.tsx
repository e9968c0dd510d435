import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext, hydrationSignal } from '@/hooks/use-hydrated';

/**
 * Provides `useHydrated`. With `hydrating` (the browser hydrating a prerendered page, or the build
 * prerendering it), its children first render the neutral state, then go live in a transition:
 * the page is already painted, so that render runs in slices that yield to the browser instead of
 * one long task (a store read through `useSyncExternalStore` whose snapshot differs from the
 * build's would instead re-render synchronously). Without it, live from the first render.
 * Every reader hears the signal in that transition; the signal itself never changes.
 */
export function HydrationGate({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [signal] = useState(() => hydrationSignal(!hydrating));
  // Passive effects run children first: every reader hydrated in this commit listens by now.
  useEffect(() => {
    if (!signal.isLive()) startTransition(() => signal.goLive());
  }, [signal]);
  return <HydratedContext value={signal}>{children}</HydratedContext>;
}
