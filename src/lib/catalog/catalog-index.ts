/**
 * The catalog's index: the keys used in URLs and asset paths, display names and achievement ids.
 * Bundled so routes can be guarded and labelled without a fetch; the full data lives in the
 * generated assets (see scripts/generate-assets.ts); scripts/lib/build-assets.test.ts checks that
 * this index agrees with them. Facts: scripts/data/region-metadata.ts.
 */

export interface RegionIndexEntry {
  /** URL-safe key used in `/region/{key}` and `assets/Regions/{key}/`. */
  key: string;
  /** Name players know the region by. */
  displayName: string;
  /** The regional collection achievement's name. */
  achievementName: string;
  /** Regional fisher first, then its avid (repeatable) version where there is one. */
  achievementIds: readonly number[];
  /** Whether the region's day cycle follows the Canthan clock. */
  useCanthanTime: boolean;
}

export const regionIndex: readonly RegionIndexEntry[] = [
  {
    key: 'Krytan',
    displayName: 'Kryta',
    achievementName: 'Krytan Fisher',
    achievementIds: [6068, 6263],
    useCanthanTime: false,
  },
  {
    key: 'Ascalonian',
    displayName: 'Ascalon',
    achievementName: 'Ascalonian Fisher',
    achievementIds: [6330, 6484],
    useCanthanTime: false,
  },
  {
    key: 'Shiverpeaks',
    displayName: 'Shiverpeak Mountains',
    achievementName: 'Shiverpeaks Fisher',
    achievementIds: [6179, 6153],
    useCanthanTime: false,
  },
  {
    key: 'Maguuma',
    displayName: 'Maguuma Jungle',
    achievementName: 'Maguuma Fisher',
    achievementIds: [6344, 6475],
    useCanthanTime: false,
  },
  {
    key: 'Orrian',
    displayName: 'Ruins of Orr',
    achievementName: 'Orrian Fisher',
    achievementIds: [6363, 6227],
    useCanthanTime: false,
  },
  {
    key: 'Desert',
    displayName: 'Crystal Desert',
    achievementName: 'Desert Fisher',
    achievementIds: [6317, 6509],
    useCanthanTime: false,
  },
  {
    key: 'DesertIsles',
    displayName: 'Desert Isles',
    achievementName: 'Desert Isles Fisher',
    achievementIds: [6106, 6250],
    useCanthanTime: false,
  },
  {
    key: 'RingOfFire',
    displayName: 'Ring of Fire',
    achievementName: 'Ring of Fire Fisher',
    achievementIds: [6489, 6339],
    useCanthanTime: false,
  },
  {
    key: 'SeitungProvince',
    displayName: 'Seitung Province',
    achievementName: 'Seitung Province Fisher',
    achievementIds: [6336, 6264],
    useCanthanTime: true,
  },
  {
    key: 'Kaineng',
    displayName: 'New Kaineng City',
    achievementName: 'Kaineng Fisher',
    achievementIds: [6342, 6192],
    useCanthanTime: true,
  },
  {
    key: 'EchovaldWilds',
    displayName: 'The Echovald Wilds',
    achievementName: 'Echovald Wilds Fisher',
    achievementIds: [6258, 6466],
    useCanthanTime: true,
  },
  {
    key: 'DragonsEnd',
    displayName: "Dragon's End",
    achievementName: "Dragon's End Fisher",
    achievementIds: [6506, 6402],
    useCanthanTime: true,
  },
  {
    key: 'HornOfMaguuma',
    displayName: 'Horn of Maguuma',
    achievementName: 'Horn of Maguuma Fisher',
    achievementIds: [7114, 7804],
    useCanthanTime: false,
  },
  {
    key: 'Janthir',
    displayName: 'Janthir',
    achievementName: 'Janthir Fisher',
    achievementIds: [8168, 8246],
    useCanthanTime: false,
  },
  {
    key: 'MistburnedBarrens',
    displayName: 'Mistburned Barrens',
    achievementName: 'Mistburned Barrens Fisher',
    achievementIds: [8554],
    useCanthanTime: false,
  },
  {
    key: 'Castora',
    displayName: 'Castora',
    achievementName: 'Castora Fisher',
    achievementIds: [8900, 8973],
    useCanthanTime: true,
  },
];

export interface AchievementIndexEntry {
  /** URL-safe key used in `/achievement/{key}` and `assets/Achievements/{key}.json`. */
  key: string;
  name: string;
  id: number;
}

/** Fishing achievements outside the regional collections that get their own page. */
export const otherAchievementIndex: readonly AchievementIndexEntry[] = [
  { key: 'WorldClassFisher', name: 'World Class Fisher', id: 6224 },
  { key: 'AvidWorldClassFisher', name: 'Avid World Class Fisher', id: 6110 },
  { key: 'SaltwaterFisher', name: 'Saltwater Fisher', id: 6471 },
  { key: 'AvidSaltwaterFisher', name: 'Avid Saltwater Fisher', id: 6393 },
  { key: 'AquaticTrashCollector', name: 'Aquatic Trash Collector', id: 6439 },
  { key: 'AquaticTreasureCollector', name: 'Aquatic Treasure Collector', id: 6505 },
  { key: 'KindOfABigReel', name: 'Kind of a Big Reel', id: 6201 },
  { key: 'FishmongersKnowMe', name: 'Fishmongers Know Me', id: 6478 },
  { key: 'ImVeryBuoyant', name: "I'm Very Buoyant", id: 6109 },
  { key: 'IHaveManyLureBoundHooks', name: 'I Have Many Lure-Bound Hooks', id: 6284 },
  { key: 'MyGuildHallSmellsOfFishProgeny', name: 'My Guild Hall Smells of Fish Progeny', id: 6279 },
  { key: 'CodSwimmingAmongstMereMinnows', name: 'Cod Swimming Amongst Mere Minnows', id: 6111 },
];

const byLowerKey = <T extends { key: string }>(entries: readonly T[]) =>
  new Map(entries.map((entry) => [entry.key.toLowerCase(), entry]));

/** Every achievement the bundle knows: the regions' collections (base and avid) and the other ones. */
export const catalogAchievementIds: readonly number[] = [
  ...new Set([
    ...regionIndex.flatMap((region) => region.achievementIds),
    ...otherAchievementIndex.map((achievement) => achievement.id),
  ]),
];

const regionsByKey = byLowerKey(regionIndex);
const achievementsByKey = byLowerKey(otherAchievementIndex);

/** Finds a region by its key, ignoring case (the canonical spelling is in the result). */
export function findRegion(key: string | undefined): RegionIndexEntry | undefined {
  return key === undefined ? undefined : regionsByKey.get(key.toLowerCase());
}

/** Finds an other achievement by its key, ignoring case. */
export function findAchievement(key: string | undefined): AchievementIndexEntry | undefined {
  return key === undefined ? undefined : achievementsByKey.get(key.toLowerCase());
}
