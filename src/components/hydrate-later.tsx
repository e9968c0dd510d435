import { Suspense, type ReactNode } from 'react';

/**
 * Prerendered content far below every first screen, which nothing above needs: React hydrates a
 * Suspense boundary that holds prerendered HTML after the rest of the page, at idle priority, so
 * the page goes live (answers a press) without it; a press on it before then hydrates it at once
 * and is answered (React's selective hydration). Its parent must not render again when the page
 * goes live, and nothing inside may read what changes then (`useHydrated`): the transition that
 * takes the page live would hydrate it first and start over (docs/start-up.md "Hydrated later").
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
