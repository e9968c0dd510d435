import { otherAchievementIndex } from '@/lib/catalog/catalog-index';

/**
 * The six fishing metas, a ladder of completed collections (issue 59; ids and counts as the game
 * gives them, the same bands as Peu Research Center's "Becoming Cod"), lowest first.
 */
export interface MetaTier {
  id: number;
  /** Its key in `/achievement/{key}`. */
  key: string;
  /** The game's English name (the page shows the game's word in its language). */
  name: string;
  /** Collections completed to reach it. */
  required: number;
}

/** Each meta's id and count, lowest first; names and keys from the catalog index. */
const TIERS: readonly (readonly [id: number, required: number])[] = [
  [6201, 5],
  [6478, 10],
  [6109, 15],
  [6284, 20],
  [6279, 25],
  [6111, 30],
];

export const META_TIERS: readonly MetaTier[] = TIERS.map(([id, required]) => {
  const entry = otherAchievementIndex.find((achievement) => achievement.id === id);
  if (!entry) throw new Error(`The catalog index lacks the meta ${id}.`);
  return { id, key: entry.key, name: entry.name, required };
});

/** The top of the ladder: its account answer's `current` is the game's own count. */
export const TOP_META_ID = 6111;

/**
 * The 30 collections that count, one each when completed (the meta assets' `children`): the 12
 * regional collections of Tyria and Cantha before Horn of Maguuma and their 12 Avid versions,
 * World Class and Saltwater and their Avid versions, the Aquatic Trash and Treasure collectors.
 * Horn of Maguuma, Janthir, Mistburned Barrens and Castora do not count.
 */
export const COUNTED_COLLECTION_IDS: readonly number[] = [
  6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439, 6505,
  6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
];
