import { lazy } from 'react';
import { OnceLive } from '@/components';

// Loaded after hydration, outside the start-up bundle: no page needs it to paint or respond.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * Once the page is live, mounts the update prompt, which shows when a new version waits (the
 * service worker registers at the start-up's last step, `src/app/start/ready.tsx`).
 */
export function LazyUpdatePrompt() {
  return (
    <OnceLive>
      <UpdatePrompt />
    </OnceLive>
  );
}
