import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '@/config/constants';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';
import { refreshIntervalMs, retryDelayMs, shouldRetry } from '@/lib/api-keys';
import { fetchAccountAchievements } from '@/lib/gw2-api';

/** Every achievement whose account progress the app shows: the regions' and the other ones. */
const ACCOUNT_ACHIEVEMENT_IDS = [
  ...new Set([
    ...regionIndex.flatMap((region) => region.achievementIds),
    ...otherAchievementIndex.map((achievement) => achievement.id),
  ]),
];

const ACCOUNT_QUERY_ROOT = ['gw2', 'account'] as const;

/** The account's progress on {@link ACCOUNT_ACHIEVEMENT_IDS} (chunked requests, typed answer). */
const getAccountProgress = (key: string, signal?: AbortSignal) =>
  fetchAccountAchievements(ACCOUNT_ACHIEVEMENT_IDS, key, signal);

/**
 * The selected key's progress. Refreshed while the page is visible (paused when hidden), retried
 * with backoff on 429; on a failed refresh TanStack Query keeps the last good data, so progress
 * never disappears because of an API fault. The key is only part of the in-memory cache key; it
 * is sent nowhere but the GW2 API.
 */
const getAccountProgressQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'achievements', key] as const,
    queryFn: ({ signal }) => getAccountProgress(key, signal),
    staleTime: ACCOUNT_API.refreshMs,
    refetchInterval: (query) => refreshIntervalMs(query.state.error),
    refetchIntervalInBackground: false,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });

/** The account progress of `key` (none asked while there is no key). */
export const useAccountProgressQuery = (key: string | undefined) =>
  useQuery({ ...getAccountProgressQueryOptions(key ?? ''), enabled: key !== undefined });

/** Marks account data stale and refetches what is on screen (after add / select success). */
export function useReloadAccount() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
}
