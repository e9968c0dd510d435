import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Its children once the page is live (hydrated), for parts that read the browser or load their
 * code lazily: nothing in the prerendered HTML, nothing while their code loads.
 */
export function OnceLive({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
