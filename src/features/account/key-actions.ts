import { msg } from '@lingui/core/macro';
import { pushNotification } from '@/features/notifications/notifications-store';
import { entryNamed, nameForNewKey } from '@/lib/api-keys/keys-state';
import { retryDelayMs } from '@/lib/api-keys/api-errors';
import { capReachedMessage } from '@/lib/storage/cap-words';
import { checkKey, type KeyCheck } from './check-key';
import { rememberPermissions } from './key-permissions';
import { cancelRecheck, entryWithKey, KEY_MESSAGES, recheckTimers } from './key-refusal';
import { useKeysStore } from './keys-store';

/**
 * add → addSuccess / addError (spec §4): tests the key; on success stores it under the nickname
 * (or the key's own name) and selects it, unless the player has as many keys as the app keeps.
 * Returns the check (or the refusal) so the form can show the reason.
 */
export async function addKey(key: string, nickname: string): Promise<KeyCheck> {
  const store = useKeysStore.getState();
  store.setPending({ name: nickname.trim(), kind: 'add' });
  const result = await checkKey(key);
  useKeysStore.getState().setPending(undefined);
  if (!result.ok) {
    pushNotification({ message: KEY_MESSAGES.failed, tone: 'error' });
    return result;
  }
  rememberPermissions(key.trim(), result.permissions);
  const name = nameForNewKey(useKeysStore.getState(), key.trim(), nickname, result.apiName);
  useKeysStore.getState().setProblem(name, undefined);
  const refused = useKeysStore.getState().addSuccess(name, key.trim());
  if (refused) return { ok: false, reason: capReachedMessage(refused), refused: true };
  pushNotification({ message: KEY_MESSAGES.selected });
  return result;
}

/** Shown on a key whose check failed for a reason that says nothing about the key. */
export const CHECK_RETRYING = msg`Could not check your key — retrying.`;

interface SelectOptions {
  notify: boolean;
  /** Reloads the account progress; called once the key passed its check. */
  reload?: () => void;
}

/** Applies a check's result to the key (found by value: it may have been renamed meanwhile). */
function applyCheck(key: string, result: KeyCheck, options: SelectOptions, attempt: number) {
  const store = useKeysStore.getState();
  const current = entryWithKey(key);
  if (!current) return;
  if (result.ok) {
    rememberPermissions(key, result.permissions);
    store.setProblem(current.name, undefined);
    store.selectSuccess(current.name);
    if (options.notify) pushNotification({ message: KEY_MESSAGES.selected });
    options.reload?.();
  } else if (result.refused) {
    store.setProblem(current.name, [result.reason]);
    store.markInvalid(current.name);
    pushNotification({ message: KEY_MESSAGES.failed, tone: 'error' });
  } else if (current.invalid && store.selectedKey !== current.name) {
    // A key the API refused before is not selected on the strength of an unanswered check.
    store.setProblem(current.name, [msg`Could not check your key:`, result.reason]);
  } else {
    // An outage, a rate limit or a garbled answer: the key stays selected, its progress stays,
    // and it is asked again with backoff (Retry-After when the API gave one).
    store.setProblem(current.name, [CHECK_RETRYING, result.reason]);
    store.selectSuccess(current.name);
    cancelRecheck(key);
    const delay = retryDelayMs(attempt + 1, result.error);
    recheckTimers.set(
      key,
      setTimeout(
        () => void recheck(key, { notify: false, reload: options.reload }, attempt + 1),
        delay,
      ),
    );
  }
}

/** A background re-check: runs only while the key is still the selected one. */
async function recheck(key: string, options: SelectOptions, attempt: number) {
  recheckTimers.delete(key);
  const current = entryWithKey(key);
  if (!current) return;
  if (useKeysStore.getState().selectedKey !== current.name) {
    useKeysStore.getState().setProblem(current.name, undefined);
    return;
  }
  applyCheck(key, await checkKey(key), options, attempt);
}

/**
 * select (with notify) → selectSuccess / markInvalid (spec §4): re-tests the key; success marks it
 * valid and selected; a refusal (401 / 403, no progression permission) marks it invalid and
 * unselects it; any other failure keeps it selected and checks it again later.
 */
export async function selectKey(name: string, options: SelectOptions): Promise<KeyCheck> {
  const entry = entryNamed(useKeysStore.getState().keys, name);
  if (!entry) return { ok: false, reason: msg`This key no longer exists.`, refused: true };
  cancelRecheck(entry.key);
  useKeysStore.getState().setPending({ name, kind: 'select' });
  const result = await checkKey(entry.key);
  useKeysStore.getState().setPending(undefined);
  applyCheck(entry.key, result, options, 0);
  return result;
}
