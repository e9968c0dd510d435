import { useEffect, useRef } from 'react';
import { useDailyRefresh } from '@/features/dailies';
import { selectKey, useKeysStore, useReloadAccount } from '@/features/account';
import { entryNamed } from '@/lib/api-keys';

/**
 * Start-up work (spec §4): the daily refresh (no notification for today's dailies) and re-selecting
 * the previously selected key if it still exists, with notify false. Renders nothing.
 */
export default function StartupTasks() {
  const started = useRef(false);
  const reload = useReloadAccount();
  useDailyRefresh();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { selectedKey, keys } = useKeysStore.getState();
    if (selectedKey === undefined || !entryNamed(keys, selectedKey)) return;
    void selectKey(selectedKey, { notify: false, reload: () => void reload() });
  }, [reload]);
  return null;
}
