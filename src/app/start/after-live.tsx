import { createContext, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { whenLiveAndIdle } from './when-live';

/**
 * Whether `AfterLive` waits: the browser's start-up (`hydrate.tsx`) says so; elsewhere (component
 * tests, which never go live) its children mount once hydrated, at once outside a gate.
 */
export const AfterLiveWaits = createContext(false);

/**
 * Its children once the app is live and the browser idle, for parts no first screen shows (the
 * post-start tasks, the update prompt, the language offer): their code neither loads nor renders
 * while the page is starting, so it answers a press sooner (issue 56, docs/start-up.md "What
 * loads when"). Nothing in the prerendered HTML, nothing while their code loads.
 */
export function AfterLive({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const waits = use(AfterLiveWaits);
  const [due, setDue] = useState(!waits);
  useEffect(() => (due ? undefined : whenLiveAndIdle(() => setDue(true))), [due]);
  if (!hydrated || !due) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
