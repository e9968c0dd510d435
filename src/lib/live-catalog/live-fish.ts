import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import type { Rarity } from '@/lib/catalog/catalog-enums';
import { knownHigherChanceHoles, knownHoles, readHint, unknownLines } from '@/lib/hint-text';
import { wikiLink } from '@/lib/wiki-link';

/** An item as the API gives it (name, icon, rarity). */
export interface GameItemDetails {
  id: number;
  name: string;
  rarity: Rarity;
}

/** What is never known of a fish the game added: no source but the game's hint speaks of it. */
const ALWAYS_UNKNOWN = ['its fishing power', 'its salvage'];

/**
 * The details of a fish the game added, read from its bit's hint text. A value the catalog has no
 * word counts as Any for the filters (the app cannot tell more), while pages, the planner and
 * search use the game's own line (`fromGame.words`: "Bait: Glowing Krill", never "Bait: Any") and
 * the fish's note names it in `fromGame.unknown`.
 */
export function liveFish(options: {
  itemId: number;
  text: string | undefined;
  item: GameItemDetails | undefined;
  collection: string;
  fishingPower: number;
}): ItemExtension {
  const { itemId, text, item, collection, fishingPower } = options;
  const hint = readHint(text ?? '');
  const words = unknownLines(text ?? '');
  const unknown = [...ALWAYS_UNKNOWN];
  if (!item) unknown.push('its name and rarity (the game did not describe the item)');
  if (!text) unknown.push('where, in which hole, with which bait and when it bites');
  const holes = knownHoles(hint);
  for (const hole of hint.holes) if (!hole.hole) unknown.push(`the hole "${hole.text}"`);
  if (hint.bait && !hint.bait.bait) unknown.push(`the bait "${hint.bait.text}"`);
  if (hint.time && !hint.time.timeOfDay) unknown.push(`the time "${hint.time.text}"`);
  return {
    name: item?.name ?? `Unknown fish (item ${itemId})`,
    rarity: item?.rarity ?? 'Basic',
    hint: hint.location,
    timeOfDay: hint.time?.timeOfDay ?? 'ANY',
    higherChanceTime: hint.time?.timeOfDay ? hint.time.higherChanceTime : null,
    bait: hint.bait?.bait ?? 'ANY',
    fishingHole: holes.length > 0 ? holes : ['ANY'],
    higherChanceHoles: holes.length > 0 ? knownHigherChanceHoles(hint) : [],
    fishingPower,
    salvage: 'DEFAULT',
    achievements: [{ name: collection, link: wikiLink(collection) }],
    fromGame: { unknown, ...(Object.keys(words).length > 0 && { words }) },
  };
}
