import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import type { Locale } from '@/config/locales';
import { RARITIES } from '@/lib/catalog/catalog-enums';
import { fetchWithKey } from './account';
import { fetchBulk, parse } from './catalog-bulk';
import { gameIconUrl } from './icon-url';

/**
 * The equipment slots of fishing (the API added them with the Janthir Wilds fishing update; the
 * wiki's `/v2/characters/:id/equipment` lists them, `@gw2api/types` does not yet).
 */
export const FISHING_SLOTS = ['FishingRod', 'FishingLure', 'FishingBait'] as const;
export type FishingSlot = (typeof FISHING_SLOTS)[number];

/** One fishing item a character has equipped. */
export interface FishingGear {
  slot: FishingSlot;
  itemId: number;
}

const namesSchema = z.array(z.string());

// Entries of an inactive equipment tab have no slot (schema 2019-12-19 and later).
const equipmentSchema = z.object({
  equipment: z.array(z.object({ id: z.number(), slot: z.optional(z.string()) })),
});

const isFishingSlot = (slot: string | undefined): slot is FishingSlot =>
  (FISHING_SLOTS as readonly (string | undefined)[]).includes(slot);

/** `GET /v2/characters` (permissions `account`, `characters`): the account's character names. */
export async function fetchCharacterNames(accessToken: string, signal?: AbortSignal) {
  const data = await fetchWithKey(
    (options) => fetchGw2Api('/v2/characters', options),
    accessToken,
    signal,
  );
  return parse(namesSchema, data, 'character names');
}

/**
 * `GET /v2/characters/:name/equipment` (permissions `account`, `builds`, `characters`): the
 * fishing rod, lure and bait `name` has equipped, in that order. The name is percent-encoded
 * (names have spaces and accents). The API says nothing of an item's fishing power.
 */
export async function fetchFishingGear(
  name: string,
  accessToken: string,
  signal?: AbortSignal,
): Promise<FishingGear[]> {
  const path = `/v2/characters/${encodeURIComponent(name)}/equipment` as const;
  const data = await fetchWithKey((options) => fetchGw2Api(path, options), accessToken, signal);
  const gear = parse(equipmentSchema, data, 'character equipment').equipment.flatMap(
    ({ id, slot }) => (isFishingSlot(slot) ? [{ slot, itemId: id }] : []),
  );
  return gear.sort((a, b) => FISHING_SLOTS.indexOf(a.slot) - FISHING_SLOTS.indexOf(b.slot));
}

const gearItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  // A rarity the app does not know yet shows as Basic rather than losing the item.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's value, not words
  rarity: z.catch(z.enum(RARITIES), 'Basic'),
  icon: z.optional(z.string()),
});

/** An item's name in the asked language, its rarity and its icon (only from the game's host). */
export type GearItem = z.infer<typeof gearItemSchema>;

/**
 * `GET /v2/items?ids=…&lang=…`: names and icons of `ids` in `locale`. Ids the API does not know,
 * and entries the app cannot read, are left out (the caller shows the id).
 */
export async function fetchGearItems(
  ids: readonly number[],
  locale: Locale,
  signal?: AbortSignal,
): Promise<GearItem[]> {
  if (ids.length === 0) return [];
  const { entries } = await fetchBulk('/v2/items', ids, locale, gearItemSchema, 'items', signal);
  return entries.map((item) => ({ ...item, icon: gameIconUrl(item.icon) }));
}
