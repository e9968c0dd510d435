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

/**
 * How much of the characters' answers is read (issue 57: 100 000 equipment entries froze the
 * page). Each is far above what the game holds, so only a broken or hostile answer is cut.
 */
export const CHARACTER_CAPS = {
  /** Characters asked for equipment: one request each; an account buys a few dozen slots. */
  characters: 200,
  /** Letters of a name (the game's are far shorter): longer is no character's. */
  nameLength: 100,
  /**
   * Entries read of one character's equipment: each worn slot once per equipment tab it is in,
   * a few hundred at most with every tab bought.
   */
  equipmentEntries: 500,
} as const;

const listSchema = z.array(z.unknown());
const equipmentSchema = z.object({ equipment: listSchema });
// Entries of an inactive equipment tab have no slot (schema 2019-12-19 and later).
const entrySchema = z.object({ id: z.number(), slot: z.optional(z.string()) });

const isFishingSlot = (slot: string | undefined): slot is FishingSlot =>
  (FISHING_SLOTS as readonly (string | undefined)[]).includes(slot);

/** An item id the game could have: a positive whole number within the safe range. */
const isItemId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * The character names of an answer: the first {@link CHARACTER_CAPS.characters}, each a name
 * (a non-empty string of sane length) once; anything else is left out.
 */
export function characterNamesOf(answer: readonly unknown[]): string[] {
  const names = answer
    .slice(0, CHARACTER_CAPS.characters)
    .filter(
      (name): name is string =>
        typeof name === 'string' && name.trim() !== '' && name.length <= CHARACTER_CAPS.nameLength,
    );
  return [...new Set(names)];
}

/**
 * The fishing rod, lure and bait of an equipment answer, in that order: from its first
 * {@link CHARACTER_CAPS.equipmentEntries} entries, only readable ones with a fishing slot and an
 * item id the game could have (not −1, not 1e20), the first of each slot.
 */
export function fishingGearOf(equipment: readonly unknown[]): FishingGear[] {
  const bySlot = new Map<FishingSlot, number>();
  for (const raw of equipment.slice(0, CHARACTER_CAPS.equipmentEntries)) {
    const entry = entrySchema.safeParse(raw);
    if (!entry.success || !isFishingSlot(entry.data.slot) || !isItemId(entry.data.id)) continue;
    if (!bySlot.has(entry.data.slot)) bySlot.set(entry.data.slot, entry.data.id);
  }
  return FISHING_SLOTS.flatMap((slot) => {
    const itemId = bySlot.get(slot);
    return itemId === undefined ? [] : [{ slot, itemId }];
  });
}

/** `GET /v2/characters` (permissions `account`, `characters`): the account's character names. */
export async function fetchCharacterNames(accessToken: string, signal?: AbortSignal) {
  const data = await fetchWithKey(
    (options) => fetchGw2Api('/v2/characters', options),
    accessToken,
    signal,
  );
  return characterNamesOf(parse(listSchema, data, 'character names'));
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
  return fishingGearOf(parse(equipmentSchema, data, 'character equipment').equipment);
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
