import { pushNotification } from '@/features/notifications';
import { nameForNewKey } from '@/lib/api-keys';
import { checkKey, type KeyCheck } from './check-key';
import { useKeysStore } from './keys-store';

/** Spec §8 messages. */
export const KEY_MESSAGES = {
  selected: 'API Key Selected Successfully',
  failed: 'API Key Failed Validation',
} as const;

/**
 * add → addSuccess / addError (spec §4): tests the key; on success stores it under the nickname
 * (or the key's own name) and selects it. Returns the check so the form can show the reason.
 */
export async function addKey(key: string, nickname: string): Promise<KeyCheck> {
  const store = useKeysStore.getState();
  store.setPending({ name: nickname.trim(), kind: 'add' });
  const result = await checkKey(key);
  useKeysStore.getState().setPending(undefined);
  if (!result.ok) {
    pushNotification({ text: KEY_MESSAGES.failed, tone: 'error' });
    return result;
  }
  const name = nameForNewKey(useKeysStore.getState(), key.trim(), nickname, result.apiName);
  useKeysStore.getState().setProblem(name, undefined);
  useKeysStore.getState().addSuccess(name, key.trim());
  pushNotification({ text: KEY_MESSAGES.selected });
  return result;
}

/**
 * select (with notify) → selectSuccess / markInvalid (spec §4): re-tests the key; success marks it
 * valid and selected, failure marks it invalid and unselects it.
 */
export async function selectKey(name: string, { notify }: { notify: boolean }): Promise<KeyCheck> {
  const entry = useKeysStore.getState().keys[name];
  if (!entry) return { ok: false, reason: 'This key no longer exists.' };
  useKeysStore.getState().setPending({ name, kind: 'select' });
  const result = await checkKey(entry.key);
  const store = useKeysStore.getState();
  store.setPending(undefined);
  // The key may have been renamed or removed while it was being tested: act on it where it is now.
  const current = Object.values(store.keys).find((candidate) => candidate.key === entry.key);
  if (!current) return result;
  if (result.ok) {
    store.setProblem(current.name, undefined);
    store.selectSuccess(current.name);
    if (notify) pushNotification({ text: KEY_MESSAGES.selected });
  } else {
    store.setProblem(current.name, result.reason);
    store.markInvalid(current.name);
    pushNotification({ text: KEY_MESSAGES.failed, tone: 'error' });
  }
  return result;
}
