import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { retryDelayMs, shouldRetry } from '@/lib/api-keys';
import {
  fetchCharacterNames,
  fetchFishingGear,
  fetchGearItems,
  type FishingGear,
} from '@/lib/gw2-api/characters';
import { accountQueryOptions, type OnKeyRefused } from './account-query';

/** A character and the fishing items it has equipped (none: an empty list). */
export interface CharacterGear {
  name: string;
  gear: FishingGear[];
}

/** `/v2/characters`, then each character's equipment. */
async function getFishingEquipment(key: string, signal: AbortSignal): Promise<CharacterGear[]> {
  const names = await fetchCharacterNames(key, signal);
  return Promise.all(
    names.map(async (name) => ({ name, gear: await fetchFishingGear(name, key, signal) })),
  );
}

/**
 * Each character's fishing rod, lure and bait of `key`, refreshed like its progress (asked only
 * while `enabled`).
 */
export const useFishingEquipmentQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({
    ...accountQueryOptions('fishing-equipment', key, onRefused, (signal) =>
      getFishingEquipment(key, signal),
    ),
    enabled,
  });

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
