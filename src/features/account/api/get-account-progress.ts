import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogAchievementIds } from '@/lib/catalog/catalog-index';
import {
  ACCOUNT_QUERY_ROOT,
  accountQueryOptions,
  loadAccountApi,
  type OnKeyRefused,
} from './account-query';

/** Achievements the bundle lacks whose progress is asked too: the collections the game added. */
let gameCollectionIds: readonly number[] = [];

/** The achievements whose account progress the app shows: the bundle's and the game's new ones. */
const accountAchievementIds = () => [...new Set([...catalogAchievementIds, ...gameCollectionIds])];

/**
 * The selected key's progress on {@link accountAchievementIds} (chunked requests, typed answer),
 * refreshed like all account data (`accountQueryOptions`).
 */
const getAccountProgressQueryOptions = (key: string, onRefused: OnKeyRefused) =>
  accountQueryOptions('achievements', key, onRefused, async (signal) => {
    const { fetchAccountAchievements } = await loadAccountApi();
    return fetchAccountAchievements(accountAchievementIds(), key, signal);
  });

/** Where the query cache holds `key`'s progress (read outside React: the marking pause). */
export const accountProgressQueryKey = (key: string) =>
  getAccountProgressQueryOptions(key, () => {}).queryKey;

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
