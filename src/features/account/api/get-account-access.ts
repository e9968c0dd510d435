import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API } from '@/config/constants';
import {
  describeApiError,
  isKeyRefused,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from '@/lib/api-keys';
import { fetchAccountAccess } from '@/lib/gw2-api';
import { ACCOUNT_QUERY_ROOT, type OnKeyRefused } from './get-account-progress';

/** `/v2/account` `access`; a refused key is reported to `onRefused`, like on a progress request. */
async function getAccountAccess(key: string, onRefused: OnKeyRefused, signal?: AbortSignal) {
  try {
    return await fetchAccountAccess(key, signal);
  } catch (error) {
    if (isKeyRefused(error)) onRefused(key, describeApiError(error, key));
    throw error;
  }
}

/**
 * What the selected key's account owns, refreshed like its progress (only while the page is
 * visible, backing off on 429, the last good answer kept on a failed refresh).
 */
const getAccountAccessQueryOptions = (key: string, onRefused: OnKeyRefused) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'access', key] as const,
    queryFn: ({ signal }) => getAccountAccess(key, onRefused, signal),
    staleTime: ACCOUNT_API.refreshMs,
    refetchInterval: (query) => refreshIntervalMs(query.state.error),
    refetchIntervalInBackground: false,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });

/** What `key`'s account owns (asked only while `enabled`: a key with the `account` permission). */
export const useAccountAccessQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({ ...getAccountAccessQueryOptions(key, onRefused), enabled });
