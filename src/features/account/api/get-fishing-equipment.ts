import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/locales';
import { isKeyRefused, retryDelayMs, shouldRetry } from '@/lib/api-keys/api-errors';
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

/** A character whose equipment could not be read (a 404: deleted or renamed since the list). */
export interface CharacterFailure {
  name: string;
  error: unknown;
}

/** The characters read, and those whose equipment failed (shown as such, the others kept). */
export interface FishingEquipmentAnswer {
  characters: CharacterGear[];
  failed: CharacterFailure[];
}

/**
 * `/v2/characters`, then each character's equipment. One character's failure hides only that
 * character (issue 57 item 5): it is listed in `failed`. The whole answer fails when the key is
 * refused (a 401: every character would fail alike), when the page called it off, or when every
 * character failed (offline, the API down: a failed refresh keeps the last good answer).
 */
export async function getFishingEquipment(
  key: string,
  signal: AbortSignal,
): Promise<FishingEquipmentAnswer> {
  const names = await fetchCharacterNames(key, signal);
  const read = await Promise.all(
    names.map((name) =>
      fetchFishingGear(name, key, signal).then(
        (gear): CharacterGear => ({ name, gear }),
        (error: unknown): CharacterFailure => ({ name, error }),
      ),
    ),
  );
  const characters = read.filter((entry): entry is CharacterGear => 'gear' in entry);
  const failed = read.filter((entry): entry is CharacterFailure => 'error' in entry);
  const whole = failed.find(({ error }) => isKeyRefused(error, 'optional'));
  if (signal.aborted || whole) throw whole?.error ?? signal.reason;
  if (failed.length > 0 && characters.length === 0) throw failed[0]?.error;
  return { characters, failed };
}

/**
 * Each character's fishing rod, lure and bait of `key`, refreshed like its progress (asked only
 * while `enabled`). The endpoints are optional: their 403 leaves the key selected.
 */
export const useFishingEquipmentQuery = (key: string, enabled: boolean, onRefused: OnKeyRefused) =>
  useQuery({
    ...accountQueryOptions(
      'fishing-equipment',
      key,
      onRefused,
      (signal) => getFishingEquipment(key, signal),
      'optional',
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
