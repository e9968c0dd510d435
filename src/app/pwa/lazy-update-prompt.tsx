import { lazy } from 'react';
import { AfterLive } from '@/app/start/after-live';

// Loaded once live and idle, outside the start-up: no page needs it to paint or respond.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/**
 * Once the page is live and the browser idle, mounts the update prompt, which shows when a new
 * version waits (the service worker registers then too, `src/app/start/ready.tsx`).
 */
export function LazyUpdatePrompt() {
  return (
    <AfterLive>
      <UpdatePrompt />
    </AfterLive>
  );
}
