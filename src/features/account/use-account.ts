import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { RejectedEntry } from '@/lib/gw2-api/catalog-bulk';
import type { AccountAchievementProgress } from '@/lib/progress/account-progress';
import { describeApiError } from '@/lib/api-keys/api-errors';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { accountProgressQueryKey, useAccountProgressQuery } from './api/get-account-progress';
import { refuseKey } from './key-refusal';
import { selectedEntry, useKeysStore } from './keys-store';

/**
 * The selected key's progress request: none selected, loading, loaded or failed, as a sentence.
 * (Which progress the screens show is `useProgress().source`.)
 */
export type AccountStatus =
  | { phase: 'no-key'; message: string }
  | {
      keyName: string;
      phase: 'loading' | 'ready' | 'error';
      /** A full sentence for a status line. */
      message: string;
      /** When the progress shown was loaded (epoch ms). */
      updatedAt?: number;
    };

/** The selected key (if any) and its account progress query. */
function useSelectedKeyProgress() {
  const entry = useKeysStore(selectedEntry);
  return { entry, query: useAccountProgressQuery(entry?.key, refuseKey) };
}

/**
 * The selected key's account progress, or `undefined` when no key is selected or nothing has
 * loaded yet (screens then show the manual marks).
 */
export function useAccountProgress(): readonly AccountAchievementProgress[] | undefined {
  const { entry, query } = useSelectedKeyProgress();
  return entry ? query.data?.progress : undefined;
}

/**
 * The selected key and its progress request as the stores hold them now, without React (what the
 * marking pause follows): `undefined` while no key is selected.
 */
export function selectedKeyProgressNow(client: QueryClient) {
  const entry = selectedEntry(useKeysStore.getState());
  if (!entry) return undefined;
  const state = client.getQueryState(accountProgressQueryKey(entry.key));
  return {
    keyName: entry.name,
    hasProgress: state?.data !== undefined,
    failed: Boolean(state?.error),
  };
}

/** What an account answer held that the app left out where it entered. */
export interface AccountLeftOut {
  /** Each entry left out, and why. */
  leftOut: readonly RejectedEntry[];
  /** The asked achievements among them: their progress is not known. */
  unread: readonly number[];
  /** How many entries past the cap were not read at all. */
  notRead: number;
}

const NONE_LEFT_OUT: AccountLeftOut = { leftOut: [], unread: [], notRead: 0 };

/** What the selected key's last answer held that the app left out (docs/account.md). */
export function useAccountLeftOut(): AccountLeftOut {
  const { entry, query } = useSelectedKeyProgress();
  return (entry && query.data) || NONE_LEFT_OUT;
}

/** A status for the key manager and page headers: manual marks, loading, loaded, or failed. */
export function useAccountStatus(): AccountStatus {
  const { entry, query } = useSelectedKeyProgress();
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const time = (at: number) => formatInstant(locale, 'clock', at);
  if (!entry) {
    return {
      phase: 'no-key',
      message: t`No API key selected: showing the fish you marked by hand.`,
    };
  }
  const keyName = entry.name;
  const updatedAt = query.data ? query.dataUpdatedAt : undefined;
  if (query.error) {
    const reason = i18n._(describeApiError(query.error, entry.key));
    const loadedAt = updatedAt ? time(updatedAt) : '';
    const message = updatedAt
      ? t`Could not refresh the progress of "${keyName}": ${reason} Still showing the progress loaded at ${loadedAt}.`
      : t`Could not load the progress of "${keyName}": ${reason} Showing the fish you marked by hand.`;
    return { keyName, phase: 'error', message, updatedAt };
  }
  if (!query.data) {
    return {
      keyName,
      phase: 'loading',
      message: t`Loading the progress of "${keyName}" from the GW2 API…`,
    };
  }
  const updated = time(query.dataUpdatedAt);
  return {
    keyName,
    phase: 'ready',
    message: t`Showing the progress of "${keyName}" from the GW2 API (updated ${updated}).`,
    updatedAt,
  };
}
