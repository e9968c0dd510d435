import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pushNotification } from '@/features/notifications/notifications-store';
import { useKeysStore } from './keys-store';

/** Spec §8 messages: the cards keep their ids and are worded where shown, in the page's language. */
export const KEY_MESSAGES = {
  selected: msg`API Key Selected Successfully`,
  failed: msg`API Key Failed Validation`,
};

/** Background re-checks waiting to run, by key value. */
export const recheckTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Stops waiting to re-check `key` (after a rename or removal the next run finds it anyway). */
export function cancelRecheck(key: string) {
  clearTimeout(recheckTimers.get(key));
  recheckTimers.delete(key);
}

export const entryWithKey = (key: string) =>
  Object.values(useKeysStore.getState().keys).find((candidate) => candidate.key === key);

/**
 * The API refused `key` outside a check (its progress answered 401 / 403): the same outcome as a
 * failed select (spec §4 markInvalid): shown red with the reason, unselected, and announced. Apart
 * from the key actions, so the pages that show progress do not load the key check with it.
 */
export function refuseKey(key: string, reason: MessageDescriptor) {
  const current = entryWithKey(key);
  if (!current || current.invalid) return;
  cancelRecheck(key);
  useKeysStore.getState().setProblem(current.name, [reason]);
  useKeysStore.getState().markInvalid(current.name);
  pushNotification({ message: KEY_MESSAGES.failed, tone: 'error' });
}
