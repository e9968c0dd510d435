import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_API } from '@/config/constants';
import type { Locale } from '@/config/locales';
import {
  describeApiError,
  isKeyRefused,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from '@/lib/api-keys';
import {
  fetchCharacterNames,
  fetchFishingGear,
  fetchGearItems,
  type FishingGear,
} from '@/lib/gw2-api/characters';
import { ACCOUNT_QUERY_ROOT, type OnKeyRefused } from './get-account-progress';

/** A character and the fishing items it has equipped (none: an empty list). */
export interface CharacterGear {
  name: string;
  gear: FishingGear[];
}

/** `/v2/characters`, then each character's equipment; a refused key fails its check. */
async function getFishingEquipment(
  key: string,
  onRefused: OnKeyRefused,
  signal?: AbortSignal,
): Promise<CharacterGear[]> {
  try {
    const names = await fetchCharacterNames(key, signal);
    return await Promise.all(
      names.map(async (name) => ({ name, gear: await fetchFishingGear(name, key, signal) })),
    );
  } catch (error) {
    if (isKeyRefused(error)) onRefused(key, describeApiError(error, key));
    throw error;
  }
}

/**
 * Each character's fishing rod, lure and bait, refreshed like the account's progress (only while
 * the page is visible, backing off on 429; the last good answer stays on a failed refresh).
 */
const getFishingEquipmentQueryOptions = (key: string, onRefused: OnKeyRefused) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_ROOT, 'fishing-equipment', key] as const,
    queryFn: ({ signal }) => getFishingEquipment(key, onRefused, signal),
    staleTime: ACCOUNT_API.refreshMs,
    refetchInterval: (query) => refreshIntervalMs(query.state.error),
    refetchIntervalInBackground: false,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
  });

/** The characters' fishing equipment of `key` (asked only while `enabled`). */
export const useFishingEquipmentQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({ ...getFishingEquipmentQueryOptions(key, onRefused), enabled });

/**
 * Names, rarities and icons of `ids` in the page's language (public data, kept for the page's
 * life). While another language's answer is asked, the last one stays shown.
 */
export const useGearItemsQuery = (ids: readonly number[], locale: Locale) =>
  useQuery({
    queryKey: ['gw2', 'gear-items', locale, ids] as const,
    queryFn: ({ signal }) => fetchGearItems(ids, locale, signal),
    enabled: ids.length > 0,
    staleTime: Infinity,
    retry: shouldRetry,
    retryDelay: retryDelayMs,
    placeholderData: keepPreviousData,
  });
