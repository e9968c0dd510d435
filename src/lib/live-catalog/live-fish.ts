import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import type { Rarity } from '@/lib/catalog/catalog-enums';
import { knownHigherChanceHoles, knownHoles, readHint } from '@/lib/hint-text/read-hint';
import { unknownLines } from '@/lib/hint-text/unknown-lines';
import { wikiLink } from '@/lib/wiki-link';
import { unknownValue, type UnknownFact } from './unknown-facts';

/** An item as the API gives it (name, icon, rarity). */
export interface GameItemDetails {
  id: number;
  name: string;
  rarity: Rarity;
}

/** What is never known of a fish the game added: no source but the game's hint speaks of it. */
const ALWAYS_UNKNOWN: UnknownFact[] = ['fishing-power', 'salvage'];

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
  const unknown: string[] = [...ALWAYS_UNKNOWN];
  if (!item) unknown.push('name-and-rarity' satisfies UnknownFact);
  if (!text) unknown.push('where-and-when' satisfies UnknownFact);
  const holes = knownHoles(hint);
  for (const hole of hint.holes) if (!hole.hole) unknown.push(unknownValue('hole', hole.text));
  if (hint.bait && !hint.bait.bait) unknown.push(unknownValue('bait', hint.bait.text));
  if (hint.time && !hint.time.timeOfDay) unknown.push(unknownValue('time', hint.time.text));
  return {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a stand-in in the data, as the game's names are English there; its note says the name is not known
    name: item?.name ?? `Unknown fish (item ${itemId})`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a rarity key
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
