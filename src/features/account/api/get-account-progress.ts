import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '@/config/constants';
import { otherAchievementIndex, regionIndex } from '@/data/catalog-index';
import { refreshIntervalMs, retryDelayMs, shouldRetry } from '@/lib/api-keys';
import { fetchAccountAchievements } from '@/lib/gw2-api';
import { selectedEntry, useKeysStore } from './keys-store';

/** Every achievement whose account progress the app shows: the regions' and the other ones. */
export const ACCOUNT_ACHIEVEMENT_IDS = [
  ...new Set([
    ...regionIndex.flatMap((region) => region.achievementIds),
    ...otherAchievementIndex.map((achievement) => achievement.id),
  ]),
];

const ACCOUNT_QUERY_ROOT = ['gw2', 'account'] as const;

/**
 * The selected key's progress on {@link ACCOUNT_ACHIEVEMENT_IDS}. Refreshed while the page is
 * visible (paused when hidden), retried with backoff on 429; on a failed refresh TanStack Query
 * keeps the last good data, so progress never disappears because of an API fault. The key is only
 * part of the in-memory cache key; it is sent nowhere but the GW2 API.
 */
export const accountProgressQuery = (key: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'achievements', key] as const,
    queryFn: ({ signal }) => fetchAccountAchievements(ACCOUNT_ACHIEVEMENT_IDS, key, signal),
    staleTime: ACCOUNT_API.refreshMs,
    refetchInterval: (query) => refreshIntervalMs(query.state.error),
    refetchIntervalInBackground: false,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });

/** The selected key (if any) and its account progress query. */
export function useAccountQuery() {
  const entry = useKeysStore(selectedEntry);
  const query = useQuery({ ...accountProgressQuery(entry?.key ?? ''), enabled: Boolean(entry) });
  return { entry, query };
}

/** Marks account data stale and refetches what is on screen (after add / select success). */
export function useReloadAccount() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ACCOUNT_QUERY_ROOT });
}
