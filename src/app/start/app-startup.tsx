import { lazy, useState } from 'react';
import { useKeysStore } from '@/features/account/keys-store';
import { AfterLive } from './after-live';

// Loaded once the page is live and the browser idle: the key check and the dailies need the GW2
// client, which no first screen does, and their ~20 chunks loading during hydration delayed the
// page's first answer to a press (issue 56, docs/start-up.md "What loads when").
const StartupTasks = lazy(() => import('./startup-tasks'));

/**
 * Start-up work (spec §4), mounted once in the shell: the daily refresh and re-selecting the
 * previously selected key, both without notifications. Renders nothing. The key is the one
 * selected when the page started (what was saved): one the player selects or adds before the tasks
 * load is checked by that selection itself, and not asked about twice.
 */
export function AppStartup() {
  const [keyAtStart] = useState(() => useKeysStore.getState().selectedKey);
  return (
    <AfterLive>
      <StartupTasks keyAtStart={keyAtStart} />
    </AfterLive>
  );
}
