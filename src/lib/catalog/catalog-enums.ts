/**
 * The catalog's enums (spec §3) and their labels. Values the spec lacks but the fish data uses are
 * added after the spec's own (never dropped); see docs/catalog.md "Catalog decisions".
 * Shared by the asset generator (scripts/) and the app, so it imports nothing. Their zod schemas
 * live in asset-schemas.ts: pages whose data came with their HTML never load zod's full API.
 */

/** Fishing holes: the spec's list first, then the holes the spec lacks. */
export const FISHING_HOLES = [
  'ANY',
  'NONE',
  'BOREAL',
  'CAVERN',
  'CHANNEL',
  'COASTAL',
  'DESERT',
  'FRESHWATER',
  'GROTTO',
  'LAKE',
  'NOXIOUS',
  'OFFSHORE',
  'QUARRY',
  'RIVER',
  'SALTWATER',
  'SHORE',
  'VOLCANIC',
  'FRAC_LAKE',
  'FRAC_FRESHWATER',
  'FRAC_DESERT',
  'FRAC_CHANNEL',
  'ASTRAL',
  'SPIRE',
  'DREAM',
  'NAYOSIAN',
  'LOWL_FRESHWATER',
  'LOWL_BRACKISH',
  'LOWL_SALTWATER',
  'SYN_FRESHWATER',
  'SYN_BRACKISH',
  'SYN_SALTWATER',
  // Added: used by the fish data, absent from the spec.
  'LOWL_SHORE',
  'LOWL_OFFSHORE',
  'SYN_SHORE_SALTWATER',
  'SYN_OFFSHORE_SALTWATER',
  'BARRENS_FRESHWATER',
  'BLOODSTONE_POND',
  'TROPICAL_SALTWATER',
  'TROPICAL_FRESHWATER',
  'DEEP_TOWER',
] as const;
export type FishingHole = (typeof FISHING_HOLES)[number];

export const FISHING_HOLE_LABELS: Record<FishingHole, string> = {
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
  LOWL_SHORE: 'Lowland Shore',
  LOWL_OFFSHORE: 'Lowland Offshore',
  SYN_SHORE_SALTWATER: 'Shore Saltwater Janthir',
  SYN_OFFSHORE_SALTWATER: 'Offshore Saltwater Janthir',
  BARRENS_FRESHWATER: 'Barrens Freshwater',
  BLOODSTONE_POND: 'Bloodstone-Infused Pond',
  TROPICAL_SALTWATER: 'Saltwater Tropical',
  TROPICAL_FRESHWATER: 'Freshwater Tropical',
  DEEP_TOWER: 'Deep Tower',
};

/** Time of day a fish bites (spec §3); TWILIGHT covers dawn and dusk. */
export const TIMES_OF_DAY = ['ANY', 'DAY', 'NIGHT', 'TWILIGHT'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  ANY: 'Any',
  DAY: 'Day',
  NIGHT: 'Night',
  TWILIGHT: 'Dusk / Dawn',
};

/** Favoured bait (the spec names the field, the fish data gives the values). */
export const BAITS = [
  'ANY',
  'FISH_EGG',
  'FRESHWATER_MINNOW',
  'GLOW_WORM',
  'LAVA_BEETLE',
  'LEECH',
  'LIGHTNING_BUG',
  'MACKEREL',
  'NIGHTCRAWLER',
  'RAMSHORN_SNAIL',
  'SARDINE',
  'SCORPION',
  'SHRIMPLING',
  'SPARKFLY_LARVA',
] as const;
export type Bait = (typeof BAITS)[number];

export const BAIT_LABELS: Record<Bait, string> = {
  ANY: 'Any',
  FISH_EGG: 'Fish Egg',
  FRESHWATER_MINNOW: 'Freshwater Minnow',
  GLOW_WORM: 'Glow Worm',
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
};

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
