import { lazy, Suspense } from 'react';

// Loaded after the first paint: the key check and the dailies need the GW2 client, which the
// home page itself does not (docs/performance.md "What keeps the bytes down").
const StartupTasks = lazy(() => import('./startup-tasks'));

/**
 * Start-up work (spec §4), mounted once in the shell: the daily refresh and re-selecting the
 * previously selected key, both without notifications. Renders nothing.
 */
export function AppStartup() {
  return (
    <Suspense fallback={null}>
      <StartupTasks />
    </Suspense>
  );
}
