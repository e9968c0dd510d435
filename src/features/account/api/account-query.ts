import type { MessageDescriptor } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_API } from '@/config/constants';
import {
  describeApiError,
  isKeyRefused,
  type EndpointNeed,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from '@/lib/api-keys/api-errors';

/**
 * The account's endpoints, loaded with the first key's request: their answers are checked with
 * zod, which no page's start-up loads (docs/storage.md "Checks load when needed").
 */
export const loadAccountApi = () => import('@/lib/gw2-api/account');

/** Every query of a key's account data sits under this root: selecting a key asks them again. */
export const ACCOUNT_QUERY_ROOT = ['gw2', 'account'] as const;

/**
 * Told when the API refuses a key while its account data is asked (a 401, or a 403 from a
 * required endpoint: `isKeyRefused`), with the reason.
 */
export type OnKeyRefused = (key: string, reason: MessageDescriptor) => void;

/**
 * A query of `key`'s account data (`what`: progress, access, equipment), all refreshed alike:
 * while the page is visible (paused when hidden), retried with backoff on 429, and on a failed
 * refresh TanStack Query keeps the last good data, so nothing disappears because of an API fault.
 * A refused key is reported to `onRefused` (the caller fails its check, spec §4); `need` says
 * whether a 403 refuses the key (a required endpoint) or only this feature (an optional one). The
 * key is only part of the in-memory cache key; it is sent nowhere but the GW2 API.
 */
export const accountQueryOptions = <T>(
  what: string,
  key: string,
  onRefused: OnKeyRefused,
  fetch: (signal: AbortSignal) => Promise<T>,
  need: EndpointNeed = 'required',
) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, what, key] as const,
    queryFn: async ({ signal }) => {
      try {
        return await fetch(signal);
      } catch (error) {
        if (isKeyRefused(error, need)) onRefused(key, describeApiError(error, key));
        throw error;
      }
    },
    staleTime: ACCOUNT_API.refreshMs,
    refetchInterval: (query) => refreshIntervalMs(query.state.error),
    refetchIntervalInBackground: false,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });
