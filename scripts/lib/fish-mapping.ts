// Maps the values of @gw2efficiency/game-data's fish onto the catalog's enums (spec §3).
// An unknown value throws, so `npm run data` fails loudly instead of dropping a fish's data.
import type { GameDataFish } from '@gw2efficiency/game-data/fish';
import type { Bait, FishingHole, Rarity, TimeOfDay } from '../../src/lib/catalog/catalog-enums.ts';
import { RARITIES } from '../../src/lib/catalog/catalog-enums.ts';

/** Every fishing-hole value the package uses, with its enum value. */
export const HOLE_BY_PACKAGE_VALUE: Readonly<Record<string, FishingHole>> = {
  Any: 'ANY',
  None: 'NONE',
  'Boreal Fish': 'BOREAL',
  'Cavern Fish': 'CAVERN',
  'Channel Fish': 'CHANNEL',
  'Coastal Fish': 'COASTAL',
  'Desert Fish': 'DESERT',
  'Freshwater Fish': 'FRESHWATER',
  'Grotto Fish': 'GROTTO',
  'Lake Fish': 'LAKE',
  'Noxious Water Fish': 'NOXIOUS',
  'Offshore Fish': 'OFFSHORE',
  'Quarry Fish': 'QUARRY',
  'River Fish': 'RIVER',
  'Saltwater Fish': 'SALTWATER',
  'Shore Fish': 'SHORE',
  'Volcanic Fish': 'VOLCANIC',
  'Fractured Lake Fish': 'FRAC_LAKE',
  'Fractured Freshwater Fish': 'FRAC_FRESHWATER',
  'Fractured Desert Fish': 'FRAC_DESERT',
  'Fractured Channel Fish': 'FRAC_CHANNEL',
  'Astral Fish': 'ASTRAL',
  'Spire Fish': 'SPIRE',
  'Dream Fish': 'DREAM',
  'Nayosian Fish': 'NAYOSIAN',
  'Lowland Freshwater Fish': 'LOWL_FRESHWATER',
  'Lowland Brackish Fish': 'LOWL_BRACKISH',
  'Lowland Shore Fish': 'LOWL_SHORE',
  'Lowland Offshore Fish': 'LOWL_OFFSHORE',
  'Freshwater Janthir Fish': 'SYN_FRESHWATER',
  'Brackish Janthir Fish': 'SYN_BRACKISH',
  'Shore Saltwater Janthir Fish': 'SYN_SHORE_SALTWATER',
  'Offshore Saltwater Janthir Fish': 'SYN_OFFSHORE_SALTWATER',
  'Barrens Freshwater Fish': 'BARRENS_FRESHWATER',
  'Bloodstone-Infused Pond Fish': 'BLOODSTONE_POND',
  // The package's spelling of Castora's "Saltwater Tropical Fish" hole (facts: AnglerAssociate,
  // Peureki); it is one hole, not the generic saltwater one.
  'Saltwater Tropical Fish|Saltwater': 'TROPICAL_SALTWATER',
};

export const BAIT_BY_PACKAGE_VALUE: Readonly<Record<string, Bait>> = {
  Any: 'ANY',
  'Fish Egg': 'FISH_EGG',
  'Freshwater Minnow': 'FRESHWATER_MINNOW',
  'Glow Worm': 'GLOW_WORM',
  'Haiju Minnow': 'HAIJU_MINNOW',
  'Lava Beetle': 'LAVA_BEETLE',
  Leech: 'LEECH',
  'Lightning Bug': 'LIGHTNING_BUG',
  Mackerel: 'MACKEREL',
  Nightcrawler: 'NIGHTCRAWLER',
  'Ramshorn Snail': 'RAMSHORN_SNAIL',
  Sardine: 'SARDINE',
  Scorpion: 'SCORPION',
  Shrimpling: 'SHRIMPLING',
  'Sparkfly Larva': 'SPARKFLY_LARVA',
};

const TIME_BY_PACKAGE_VALUE: Readonly<Record<string, TimeOfDay>> = {
  Any: 'ANY',
  Day: 'DAY',
  Night: 'NIGHT',
  Dusk: 'TWILIGHT',
  Dawn: 'TWILIGHT',
};

function lookUp<T>(table: Readonly<Record<string, T>>, value: string, what: string): T {
  const mapped = Object.hasOwn(table, value) ? table[value] : undefined;
  if (mapped === undefined) throw new Error(`Unknown ${what} "${value}" in the fish data.`);
  return mapped;
}

export const mapHole = (value: string) => lookUp(HOLE_BY_PACKAGE_VALUE, value, 'fishing hole');

/** Every hole a fish bites in: the package lists open water apart, as `openWater: true`. */
export function mapHoles(fish: Pick<GameDataFish, 'fishingHole' | 'openWater'>): FishingHole[] {
  const holes = fish.fishingHole.map(mapHole);
  if (fish.openWater) holes.push('NONE');
  return [...new Set(holes)];
}
export const mapBait = (value: string) => lookUp(BAIT_BY_PACKAGE_VALUE, value, 'bait');

/** The package lists times as a set (`['Dusk', 'Dawn']`); the spec has one value per fish. */
export function mapTimeOfDay(values: readonly string[]): TimeOfDay {
  const mapped = new Set(
    values.map((value) => lookUp(TIME_BY_PACKAGE_VALUE, value, 'time of day')),
  );
  const [only, ...rest] = [...mapped];
  if (only === undefined || rest.length > 0) {
    throw new Error(`Time of day "${values.join('+')}" does not map onto one value.`);
  }
  return only;
}

/** The package numbers rarities 0 (Junk) to 7 (Legendary) in the game's order. */
export function mapRarity(value: number): Rarity {
  const rarity = Number.isInteger(value) ? RARITIES[value] : undefined;
  if (rarity === undefined) throw new Error(`Unknown rarity "${value}" in the fish data.`);
  return rarity;
}
