import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError } from '@/lib/api-keys/api-errors';
import type { Rarity } from '@/lib/catalog/catalog-enums';
import type { FishingSlot, GearItem } from '@/lib/gw2-api/characters';
import { Gw2ApiRequestError } from '@/lib/gw2-api/errors';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  useFishingEquipmentQuery,
  useGearItemsQuery,
  type CharacterFailure,
  type CharacterGear,
} from './api/get-fishing-equipment';
import { useKeyPermissions } from './key-permissions';
import { refuseKey } from './key-refusal';
import { selectedEntry, useKeysStore } from './keys-store';

/**
 * What `/v2/characters/:id/equipment` needs (the GW2 wiki's page for it; `/v2/characters` needs
 * the first and the last).
 */
export const EQUIPMENT_PERMISSIONS = ['account', 'builds', 'characters'] as const;

/** The permissions of {@link EQUIPMENT_PERMISSIONS} a key lacks. */
export const lackingPermissions = (granted: readonly string[]) =>
  EQUIPMENT_PERMISSIONS.filter((permission) => !granted.includes(permission));

/** An equipped fishing item, named in the page's language when `/v2/items` answered. */
export interface EquippedItem {
  slot: FishingSlot;
  itemId: number;
  name: string | undefined;
  rarity: Rarity;
  icon: string | undefined;
}

export interface EquippedCharacter {
  name: string;
  items: EquippedItem[];
}

/** The characters' gear with each item's words (Basic and unnamed where the API had none). */
export function withItemWords(
  characters: readonly CharacterGear[],
  items: readonly GearItem[] | undefined,
): EquippedCharacter[] {
  const byId = new Map(items?.map((item) => [item.id, item]));
  return characters.map(({ name, gear }) => ({
    name,
    items: gear.map(({ slot, itemId }) => {
      const item = byId.get(itemId);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a rarity key
      return { slot, itemId, name: item?.name, rarity: item?.rarity ?? 'Basic', icon: item?.icon };
    }),
  }));
}

/** The items the characters have equipped, each once, in a stable order (the cache key). */
export const gearItemIds = (characters: readonly CharacterGear[] | undefined) =>
  [...new Set(characters?.flatMap(({ gear }) => gear.map((entry) => entry.itemId)))].sort(
    (a, b) => a - b,
  );

const statusOf = (error: unknown) =>
  error instanceof Gw2ApiRequestError ? error.status : undefined;

/**
 * Why the equipment could not be read, for the player: a 403 here says the key may not read its
 * characters (it stays selected for progress); a 404 that the character is gone; else the API's
 * sentence of every request.
 */
export function describeEquipmentError(error: unknown, key?: string): MessageDescriptor {
  const status = statusOf(error);
  if (status === 403)
    return msg`The GW2 API did not let this key read its characters: it may lack the characters or builds permission.`;
  if (status === 404)
    return msg`The character is no longer on the account: deleted or renamed since the list was loaded.`;
  return describeApiError(error, key);
}

/** Characters whose equipment failed, grouped by why (one line each in the section). */
export interface UnloadedCharacters {
  names: string[];
  reason: MessageDescriptor;
}

/** Groups failed characters by their sentence, in the order they came. */
export function unloadedCharacters(
  failed: readonly CharacterFailure[],
  key?: string,
): UnloadedCharacters[] {
  const byReason = new Map<string, UnloadedCharacters>();
  for (const { name, error } of failed) {
    const reason = describeEquipmentError(error, key);
    const group = byReason.get(reason.id) ?? { names: [], reason };
    group.names.push(name);
    byReason.set(reason.id, group);
  }
  return [...byReason.values()];
}

/** The settings' fishing equipment section's state (docs/session.md "Fishing equipment"). */
export type FishingEquipment =
  | { phase: 'no-key' | 'checking' | 'loading' }
  | { phase: 'lacking'; permissions: readonly string[] }
  | { phase: 'failed'; reason: MessageDescriptor }
  | {
      phase: 'shown';
      characters: EquippedCharacter[];
      /** When the shown equipment was loaded (epoch ms). */
      updatedAt: number;
      /** Why the last refresh failed (the last good equipment is shown). */
      refreshFailed?: MessageDescriptor;
      /** Why the items' names could not be loaded (ids and placeholders are shown). */
      wordsFailed?: MessageDescriptor;
      /** Characters whose equipment could not be loaded (the others are shown). */
      unloaded: UnloadedCharacters[];
    };

/**
 * The selected key's characters and their equipped fishing rod, lure and bait. Nothing is asked
 * without a key whose check granted {@link EQUIPMENT_PERMISSIONS}.
 */
export function useFishingEquipment(): FishingEquipment {
  const entry = useKeysStore(selectedEntry);
  const permissions = useKeyPermissions(entry?.key);
  const lacking = permissions ? lackingPermissions(permissions) : [];
  const enabled = entry !== undefined && permissions !== undefined && lacking.length === 0;
  const query = useFishingEquipmentQuery(entry?.key ?? '', enabled, refuseKey);
  const locale = useLocale();
  const items = useGearItemsQuery(
    gearItemIds(enabled ? query.data?.characters : undefined),
    locale,
  );
  if (!entry) return { phase: 'no-key' };
  if (!permissions) return { phase: 'checking' };
  if (lacking.length > 0) return { phase: 'lacking', permissions: lacking };
  const reason = query.error ? describeEquipmentError(query.error, entry.key) : undefined;
  if (!query.data) return reason ? { phase: 'failed', reason } : { phase: 'loading' };
  return {
    phase: 'shown',
    characters: withItemWords(query.data.characters, items.data),
    unloaded: unloadedCharacters(query.data.failed, entry.key),
    updatedAt: query.dataUpdatedAt,
    refreshFailed: reason,
    wordsFailed: items.error && !items.data ? describeApiError(items.error) : undefined,
  };
}
