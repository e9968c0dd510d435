import type { MessageDescriptor } from '@lingui/core';
import { queryOptions, useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ACCOUNT_API } from '@/config/constants';
import { catalogAchievementIds } from '@/lib/catalog/catalog-index';
import {
  describeApiError,
  isKeyRefused,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from '@/lib/api-keys';
import { fetchAccountAchievements } from '@/lib/gw2-api';

/** Achievements the bundle lacks whose progress is asked too: the collections the game added. */
let gameCollectionIds: readonly number[] = [];

/** The achievements whose account progress the app shows: the bundle's and the game's new ones. */
const accountAchievementIds = () => [...new Set([...catalogAchievementIds, ...gameCollectionIds])];

export const ACCOUNT_QUERY_ROOT = ['gw2', 'account'] as const;

/** Told when the API refuses a key while its progress is asked (401 / 403), with the reason. */
export type OnKeyRefused = (key: string, reason: MessageDescriptor) => void;

/**
 * The account's progress on {@link accountAchievementIds} (chunked requests, typed answer). A
 * refused key is reported to `onRefused` (the caller fails its check, spec §4); any fault throws.
 */
async function getAccountProgress(key: string, onRefused: OnKeyRefused, signal?: AbortSignal) {
  try {
    return await fetchAccountAchievements(accountAchievementIds(), key, signal);
  } catch (error) {
    if (isKeyRefused(error)) onRefused(key, describeApiError(error, key));
    throw error;
  }
}

/**
 * The selected key's progress. Refreshed while the page is visible (paused when hidden), retried
 * with backoff on 429; on a failed refresh TanStack Query keeps the last good data, so progress
 * never disappears because of an API fault. The key is only part of the in-memory cache key; it
 * is sent nowhere but the GW2 API.
 */
const getAccountProgressQueryOptions = (key: string, onRefused: OnKeyRefused) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'achievements', key] as const,
    queryFn: ({ signal }) => getAccountProgress(key, onRefused, signal),
    staleTime: ACCOUNT_API.refreshMs,
    refetchInterval: (query) => refreshIntervalMs(query.state.error),
    refetchIntervalInBackground: false,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });

/** The account progress of `key` (none asked while there is no key). */
export const useAccountProgressQuery = (key: string | undefined, onRefused: OnKeyRefused) =>
  useQuery({ ...getAccountProgressQueryOptions(key ?? '', onRefused), enabled: key !== undefined });

/** Marks account data stale and refetches what is on screen (after add / select success). */
export function useReloadAccount() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
}

/**
 * Asks the account's progress on the collections the game added (issue 29) too: the live check
 * found them after the first request, and their pages show a key's progress like any other. The
 * account is asked again (the last good progress stays on screen meanwhile).
 */
export function useAskProgressOfGameCollections() {
  const client = useQueryClient();
  return useCallback(
    (ids: readonly number[]) => {
      if (ids.every((id) => gameCollectionIds.includes(id))) return;
      gameCollectionIds = ids;
      void client.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
    },
    [client],
  );
}

/** Whether account progress is being asked right now (a retry in flight). */
export const useAccountFetching = () => useIsFetching({ queryKey: ACCOUNT_QUERY_ROOT }) > 0;
