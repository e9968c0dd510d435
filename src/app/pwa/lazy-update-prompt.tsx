import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// Loaded after hydration, outside the start-up bundle: no page needs it to paint or respond.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * Once the page is live: registers the service worker (it precaches the site in the background)
 * and mounts the update prompt, which shows when a new version waits.
 */
export function LazyUpdatePrompt() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void import('./register-service-worker').then((sw) => sw.registerServiceWorker());
  }, [hydrated]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
