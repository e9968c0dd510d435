/**
 * Zod schemas of the static assets in public/assets/ (spec §3, §7). The generator checks its output
 * against them and the loaders parse every fetched asset with them. Imports only zod and the enums
 * so scripts/ can use it too. Written with zod/mini like the stores: with the full API in the app,
 * its string formats sat in the zod core chunk every first page loads (docs/performance.md).
 */
import * as z from 'zod/mini';
import { BAITS, FISHING_HOLES, RARITIES, SALVAGE_KINDS, TIMES_OF_DAY } from './catalog-enums';

// zod/mini has no messages of its own; the log's "unexpected content" details name what was wrong.
z.config(z.locales.en());

const fishingHoleSchema = z.enum(FISHING_HOLES);
const timeOfDaySchema = z.enum(TIMES_OF_DAY);
/** The times of day of a phase (no ANY): a fish's higher-chance time is one of them. */
const phaseTimeOfDaySchema = z.enum(['DAY', 'NIGHT', 'TWILIGHT']);
const baitSchema = z.enum(BAITS);
const salvageSchema = z.enum(SALVAGE_KINDS);
export const raritySchema = z.enum(RARITIES);

const positiveInt = z.int().check(z.positive());
const id = positiveInt;
const count = z.int().check(z.nonnegative());

/**
 * Set only on what the app's live check added from the game (issue 29), never in a bundled file:
 * what is not yet checked (the game's own words for values the catalog does not know).
 * `words`: a fish's hint lines (holes, bait, time) holding a word the catalog has no value for, in
 * English as the game wrote them; pages show them in place of the catalog's value (issue 40).
 */
const fromGameSchema = z.optional(
  z.object({
    /** Keys worded where shown (`src/lib/live-catalog/unknown-facts.ts`). */
    unknown: z.array(z.string()),
    /** On a region: the fish the game added to it (the page's note names them). */
    added: z.optional(z.array(z.object({ id: z.number(), name: z.string() }))),
    words: z.optional(
      z.object({
        holes: z.optional(z.string()),
        bait: z.optional(z.string()),
        time: z.optional(z.string()),
      }),
    ),
  }),
);
export type FromGame = z.output<typeof fromGameSchema>;

/** `assets/GlobalConfig.json`. Region entries containing `//` are commented out and dropped. */
export const globalConfigSchema = z.pipe(
  z.object({
    Regions: z.array(z.string()),
    GW2: z.object({ version: z.string(), baseUrl: z.url() }),
    OtherAchievements: z.array(z.string()),
  }),
  z.transform((config) => ({
    ...config,
    Regions: config.Regions.filter((region) => !region.includes('//')),
  })),
);

/** `assets/FishingAchievementsCache.json`: the fishing achievements as the game API shapes them. */
export const fishingAchievementsCacheSchema = z.array(
  z.object({
    id,
    name: z.string(),
    bits: z.array(z.object({ type: z.literal('Item'), id })),
  }),
);
export type FishingAchievementsCache = z.output<typeof fishingAchievementsCacheSchema>;

const waypointGroupSchema = z.object({
  name: z.string(),
  links: z.array(
    z.object({
      title: z.string(),
      name: z.nullable(z.string()),
      inGameLink: z.string().check(z.regex(/^\[&[A-Za-z0-9+/=]+\]$/)),
      details: z.string(),
    }),
  ),
});
export type WaypointGroup = z.output<typeof waypointGroupSchema>;

/** A fish's place in its region's grid, from its achievement bit. */
export const regionFishSchema = z.object({
  itemId: id,
  bitIndex: count,
  coordinateX: count,
  coordinateY: count,
});
export type RegionFish = z.output<typeof regionFishSchema>;

/** `assets/Regions/{key}/{key}.Region.json`. */
export const regionSchema = z.object({
  key: z.string(),
  name: z.string(),
  achievementName: z.string(),
  description: z.string(),
  descriptions: z.array(z.string()),
  background: z.string(),
  fishingPower: count,
  useCanthanTime: z.boolean(),
  fish: z.array(regionFishSchema),
  achievementIds: z.array(id).check(z.minLength(1)),
  dailyAchievementIds: z.array(id),
  dailyAchievementNames: z.array(z.string()),
  recommendedWaypoints: z.array(waypointGroupSchema),
  /** The region's note when the game added fish to it (`note`: which, and what is not known). */
  fromGame: fromGameSchema,
});
export type Region = z.output<typeof regionSchema>;

/** What the catalog knows about one item beyond the API: bundled name and rarity, and fishing details. */
export const itemExtensionSchema = z
  .object({
    name: z.string(),
    rarity: raritySchema,
    hint: z.string(),
    /** When it bites: ANY, or one time of day (it also bites at its higher-chance time). */
    timeOfDay: timeOfDaySchema,
    /** A time of day with a higher chance ("Any, Night (Higher Chance)"); null where none. */
    higherChanceTime: z.nullable(phaseTimeOfDaySchema),
    bait: baitSchema,
    /** Every hole it bites in; NONE is open water (no hole). */
    fishingHole: z.array(fishingHoleSchema).check(z.minLength(1)),
    /** Holes of `fishingHole` where it bites more often ("Dream Fish (Higher Chance)"). */
    higherChanceHoles: z.array(fishingHoleSchema),
    /** Minimum fishing power to catch it. */
    fishingPower: positiveInt,
    salvage: salvageSchema,
    achievements: z.array(z.object({ name: z.string(), link: z.url() })),
    fromGame: fromGameSchema,
  })
  .check(
    z.refine((fish) => fish.higherChanceHoles.every((hole) => fish.fishingHole.includes(hole)), {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a data error for the build and the log
      message: "A higher-chance hole must be one of the fish's holes.",
      path: ['higherChanceHoles'],
    }),
  );
export type ItemExtension = z.output<typeof itemExtensionSchema>;

const itemIdKey = z.string().check(z.regex(/^\d+$/));

/** `assets/Regions/{key}/{key}.ItemExtensions.json`: extensions keyed by item id. */
export const itemExtensionsSchema = z.record(itemIdKey, itemExtensionSchema);
export type ItemExtensions = z.output<typeof itemExtensionsSchema>;

/** `assets/Achievements/{key}.json`: a fishing achievement outside the regional collections. */
export const otherAchievementSchema = z.object({
  key: z.string(),
  id,
  name: z.string(),
  description: z.string(),
  background: z.string(),
  wiki: z.url(),
  /** Achievement ids it builds on (its avid version, or the collections a meta counts). */
  children: z.array(id),
  requiredCount: z.nullable(positiveInt),
  bits: z.array(z.object({ id, index: count })),
  /** Bundled details of the items the catalog knows (fish). */
  items: itemExtensionsSchema,
  /** Bundled name and rarity of the collection's other items (trash, treasure), so pages work offline. */
  otherItems: z.record(itemIdKey, z.object({ name: z.string(), rarity: raritySchema })),
  recommendedWaypoints: z.array(waypointGroupSchema),
  fromGame: fromGameSchema,
});
export type OtherAchievement = z.output<typeof otherAchievementSchema>;
