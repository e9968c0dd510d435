/**
 * The catalog's enums (spec §3) and their labels. Values the spec lacks but the fish data uses are
 * added after the spec's own (never dropped); see docs/catalog.md "Catalog decisions".
 * Shared by the asset generator (scripts/) and the app, so it imports nothing. Their zod schemas
 * live in asset-schemas.ts: pages whose data came with their HTML never load zod's full API.
 */

/** An enum written once, as its English labels: its values are the labels' keys, in order. */
const valuesOf = <Value extends string>(labels: Record<Value, string>) =>
  Object.keys(labels) as [Value, ...Value[]];

/** Fishing holes: the spec's list first, then the holes the spec lacks. */
export const FISHING_HOLE_LABELS = {
  ANY: 'Any',
  NONE: 'Open Water',
  BOREAL: 'Boreal',
  CAVERN: 'Cavern',
  CHANNEL: 'Channel',
  COASTAL: 'Coastal',
  DESERT: 'Desert',
  FRESHWATER: 'Freshwater',
  GROTTO: 'Grotto',
  LAKE: 'Lake',
  NOXIOUS: 'Noxious Water',
  OFFSHORE: 'Offshore',
  QUARRY: 'Quarry',
  RIVER: 'River',
  SALTWATER: 'Saltwater',
  SHORE: 'Shore',
  VOLCANIC: 'Volcanic',
  FRAC_LAKE: 'Fractured Lake',
  FRAC_FRESHWATER: 'Fractured Freshwater',
  FRAC_DESERT: 'Fractured Desert',
  FRAC_CHANNEL: 'Fractured Channel',
  ASTRAL: 'Astral',
  SPIRE: 'Spire',
  DREAM: 'Dream',
  NAYOSIAN: 'Nayosian',
  LOWL_FRESHWATER: 'Lowland Freshwater',
  LOWL_BRACKISH: 'Lowland Brackish',
  LOWL_SALTWATER: 'Lowland Saltwater',
  SYN_FRESHWATER: 'Freshwater Janthir',
  SYN_BRACKISH: 'Brackish Janthir',
  SYN_SALTWATER: 'Saltwater Janthir',
  // Added: used by the fish data, absent from the spec.
  LOWL_SHORE: 'Lowland Shore',
  LOWL_OFFSHORE: 'Lowland Offshore',
  SYN_SHORE_SALTWATER: 'Shore Saltwater Janthir',
  SYN_OFFSHORE_SALTWATER: 'Offshore Saltwater Janthir',
  BARRENS_FRESHWATER: 'Barrens Freshwater',
  BLOODSTONE_POND: 'Bloodstone-Infused Pond',
  TROPICAL_SALTWATER: 'Saltwater Tropical',
  TROPICAL_FRESHWATER: 'Freshwater Tropical',
  DEEP_TOWER: 'Deep Tower',
} as const;
export type FishingHole = keyof typeof FISHING_HOLE_LABELS;
export const FISHING_HOLES = valuesOf(FISHING_HOLE_LABELS);

/** Time of day a fish bites (spec §3); TWILIGHT covers dawn and dusk. */
export const TIME_OF_DAY_LABELS = {
  ANY: 'Any',
  DAY: 'Day',
  NIGHT: 'Night',
  TWILIGHT: 'Dusk / Dawn',
} as const;
export type TimeOfDay = keyof typeof TIME_OF_DAY_LABELS;
export const TIMES_OF_DAY = valuesOf(TIME_OF_DAY_LABELS);

/** Favoured bait (the spec names the field, the fish data gives the values). */
export const BAIT_LABELS = {
  ANY: 'Any',
  FISH_EGG: 'Fish Egg',
  FRESHWATER_MINNOW: 'Freshwater Minnow',
  GLOW_WORM: 'Glow Worm',
  HAIJU_MINNOW: 'Haiju Minnow',
  LAVA_BEETLE: 'Lava Beetle',
  LEECH: 'Leech',
  LIGHTNING_BUG: 'Lightning Bug',
  MACKEREL: 'Mackerel',
  NIGHTCRAWLER: 'Nightcrawler',
  RAMSHORN_SNAIL: 'Ramshorn Snail',
  SARDINE: 'Sardine',
  SCORPION: 'Scorpion',
  SHRIMPLING: 'Shrimpling',
  SPARKFLY_LARVA: 'Sparkfly Larva',
} as const;
export type Bait = keyof typeof BAIT_LABELS;
export const BAITS = valuesOf(BAIT_LABELS);

/** What a catch turns into (spec §3). */
export const SALVAGE_KINDS = ['DEFAULT', 'KARMA', 'CRABMEAT', 'OTHER'] as const;
export type Salvage = (typeof SALVAGE_KINDS)[number];

/** Item rarities in the game's order (the fish data numbers them 0–7 in this order). */
/* eslint-disable lingui/no-unlocalized-strings -- the API's keys, worded by `rarity-words.ts` */
export const RARITIES = [
  'Junk',
  'Basic',
  'Fine',
  'Masterwork',
  'Rare',
  'Exotic',
  'Ascended',
  'Legendary',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type Rarity = (typeof RARITIES)[number];
