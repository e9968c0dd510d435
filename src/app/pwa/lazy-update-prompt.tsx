import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// Loaded after hydration, outside the start-up bundle: no page needs it to paint or respond.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** The service worker's registration and update prompt, once the page is live. */
export function LazyUpdatePrompt() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
