import { entryNamed } from '@/lib/api-keys/keys-state';
import { useReloadAccount } from './api/get-account-progress';
import { addKey, selectKey } from './key-actions';
import { cancelRecheck } from './key-refusal';
import { useKeysStore } from './keys-store';

/**
 * The key manager's actions. After add success and select success the account progress (item
 * statuses and other achievements) is reloaded; unselecting switches back to the manual marks.
 */
export function useKeyActions() {
  const reload = useReloadAccount();
  return {
    add: async (key: string, nickname: string) => {
      const result = await addKey(key, nickname);
      if (result.ok) void reload();
      return result;
    },
    /** Clicking a key: unselects it when selected, otherwise selects it (with notification). */
    toggle: async (name: string) => {
      const { selectedKey, keys } = useKeysStore.getState();
      if (selectedKey === name) {
        const entry = entryNamed(keys, name);
        if (entry) cancelRecheck(entry.key);
        useKeysStore.getState().setProblem(name, undefined);
        useKeysStore.getState().unselect();
        return;
      }
      await selectKey(name, { notify: true, reload: () => void reload() });
    },
    rename: (from: string, to: string) => useKeysStore.getState().rename(from, to),
    remove: (name: string) => useKeysStore.getState().remove(name),
  };
}
