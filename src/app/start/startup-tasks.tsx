import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDailyRefresh } from '@/features/dailies/use-daily-refresh';
import { selectKey } from '@/features/account/key-actions';
import { useAskProgressOfGameCollections } from '@/features/account/api/get-account-progress';
import { useKeysStore } from '@/features/account/keys-store';
import { entryNamed } from '@/lib/api-keys/keys-state';
import { useNewCollections } from '@/data/live-catalog/live-catalog-store';
import { useLocale } from '@/lib/i18n/use-locale';
import { scheduleLiveCheck } from './schedule-live-check';

/**
 * The apps (by their query client) whose key was re-selected: once per app, as a language switch
 * mounts the shell again (a router of its own) while the key selected is still selected and checked.
 */
const keyReselected = new WeakSet<object>();

/**
 * Start-up work (spec §4): the daily refresh (no notification for today's dailies), re-selecting
 * the previously selected key if it still exists, with notify false, and the live check of the
 * game's catalog (and the key's progress on the collections it finds). Renders nothing.
 */
export default function StartupTasks({ keyAtStart }: { keyAtStart: string | undefined }) {
  const client = useQueryClient();
  useDailyRefresh();
  // The game's own catalog once the app is live and idle (issue 29; quiet on any failure), then
  // its words in the page's language (issue 30 item 3).
  const locale = useLocale();
  useEffect(() => scheduleLiveCheck(client, locale), [client, locale]);
  const askProgressOf = useAskProgressOfGameCollections();
  const added = useNewCollections();
  useEffect(() => {
    if (added.length > 0) askProgressOf(added.map((collection) => collection.id));
  }, [added, askProgressOf]);
  useEffect(() => {
    if (keyReselected.has(client)) return;
    keyReselected.add(client);
    const { selectedKey, keys } = useKeysStore.getState();
    // A key selected since the start (added, or chosen) was checked by that selection.
    if (selectedKey === undefined || selectedKey !== keyAtStart) return;
    if (!entryNamed(keys, selectedKey)) return;
    // No reload after the check: the page's own progress query is asking for this key already,
    // and a second request would come within the API's five-minute cache (docs/account.md
    // "Account progress").
    void selectKey(selectedKey, { notify: false });
  }, [client, keyAtStart]);
  return null;
}
