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

export const META_TIERS: readonly MetaTier[] = [
  { id: 6201, key: 'KindOfABigReel', name: 'Kind of a Big Reel', required: 5 },
  { id: 6478, key: 'FishmongersKnowMe', name: 'Fishmongers Know Me', required: 10 },
  { id: 6109, key: 'ImVeryBuoyant', name: "I'm Very Buoyant", required: 15 },
  { id: 6284, key: 'IHaveManyLureBoundHooks', name: 'I Have Many Lure-Bound Hooks', required: 20 },
  {
    id: 6279,
    key: 'MyGuildHallSmellsOfFishProgeny',
    name: 'My Guild Hall Smells of Fish Progeny',
    required: 25,
  },
  {
    id: 6111,
    key: 'CodSwimmingAmongstMereMinnows',
    name: 'Cod Swimming Amongst Mere Minnows',
    required: 30,
  },
];

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
