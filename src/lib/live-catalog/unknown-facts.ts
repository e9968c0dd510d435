/**
 * What is not known of a fish or a collection the game added, kept as keys (`fromGame.unknown`)
 * and worded where shown, in the page's language (`unknown-facts-text.ts`). A value the catalog
 * has no word for keeps the game's text: "bait:Glowing Krill". No messages here: the data
 * refresh script loads this module without the macros' build.
 */
export type UnknownFact =
  | 'fishing-power'
  | 'salvage'
  | 'name-and-rarity'
  | 'where-and-when'
  | 'clock'
  | 'waypoints'
  | 'collection-fishing-power';

/** A value the game named that the catalog has no word for. */
export const unknownValue = (kind: 'hole' | 'bait' | 'time', text: string) => `${kind}:${text}`;
