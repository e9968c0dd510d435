/**
 * What the game's fishing catalog has that the bundled one lacks (issue 29). Pure: the app's live
 * check and `npm run data:refresh` both call it, so they report the same difference.
 */

/** An achievement as the API gives it (only what the comparison needs). */
export interface GameCollection {
  id: number;
  name: string;
  bits?: readonly { type: string; id?: number }[];
}

/** What the game says now: the fishing category's ids, its achievements and their items. */
export interface GameSide {
  categoryIds: readonly number[];
  achievements: readonly GameCollection[];
  items: readonly { id: number; name: string }[];
}

/** What the bundle holds: every achievement id it knows, its collections' items, its item names. */
export interface BundleSide {
  knownIds: readonly number[];
  collections: readonly { id: number; name: string; itemIds: readonly number[] }[];
  itemNames: ReadonlyMap<number, string>;
}

export interface FishChange {
  collectionId: number;
  collection: string;
  itemId: number;
  /** The bit's index in the game's collection (the account's progress counts by it). */
  bitIndex: number;
}

export interface CatalogDiff {
  /** Fishing category collections (achievements with item bits) the bundle lacks. */
  newCollections: { id: number; name: string; itemIds: number[] }[];
  addedFish: FishChange[];
  removedFish: Omit<FishChange, 'bitIndex'>[];
  renamedItems: { itemId: number; bundled: string; game: string }[];
  renamedCollections: { id: number; bundled: string; game: string }[];
}

/** The Item bits of a collection, with their index among all its bits. */
export const itemBits = (collection: GameCollection) =>
  (collection.bits ?? []).flatMap((bit, bitIndex) =>
    bit.type === 'Item' && bit.id !== undefined ? [{ itemId: bit.id, bitIndex }] : [],
  );

export function diffCatalog(game: GameSide, bundle: BundleSide): CatalogDiff {
  const known = new Set(bundle.knownIds);
  const gameById = new Map(game.achievements.map((achievement) => [achievement.id, achievement]));
  const newCollections = game.categoryIds.flatMap((id) => {
    const achievement = gameById.get(id);
    if (known.has(id) || !achievement) return [];
    const itemIds = itemBits(achievement).map((bit) => bit.itemId);
    return itemIds.length > 0 ? [{ id, name: achievement.name, itemIds }] : [];
  });
  const diff: CatalogDiff = {
    newCollections,
    addedFish: [],
    removedFish: [],
    renamedItems: [],
    renamedCollections: [],
  };
  for (const collection of bundle.collections) {
    const now = gameById.get(collection.id);
    if (!now) continue;
    if (now.name !== collection.name)
      diff.renamedCollections.push({ id: collection.id, bundled: collection.name, game: now.name });
    const bits = itemBits(now);
    const ids = { collectionId: collection.id, collection: collection.name };
    for (const bit of bits)
      if (!collection.itemIds.includes(bit.itemId)) diff.addedFish.push({ ...ids, ...bit });
    for (const itemId of collection.itemIds)
      if (!bits.some((bit) => bit.itemId === itemId)) diff.removedFish.push({ ...ids, itemId });
  }
  for (const item of game.items) {
    const bundled = bundle.itemNames.get(item.id);
    if (bundled !== undefined && bundled !== item.name)
      diff.renamedItems.push({ itemId: item.id, bundled, game: item.name });
  }
  return diff;
}

export const isEmptyDiff = (diff: CatalogDiff) => Object.values(diff).every((list) => !list.length);

/** How each kind of difference reads; names and ids are given as they are. */
export interface DiffWording {
  fish(name: string, itemId: number): string;
  newCollection(name: string, id: number, items: string): string;
  addedFish(collection: string, id: number, fish: string): string;
  removedFish(collection: string, id: number, fish: string): string;
  renamedItem(itemId: number, bundled: string, game: string): string;
  renamedCollection(bundled: string, id: number, game: string): string;
  nothing: string;
}

/** The refresh report's words (`npm run data:refresh`); the data page passes its own, translated. */
const ENGLISH: DiffWording = {
  fish: (name, itemId) => `${name} (item ${itemId})`,
  newCollection: (name, id, items) => `New collection ${name} (${id}): ${items}`,
  addedFish: (collection, id, fish) => `${collection} (${id}) adds ${fish}`,
  removedFish: (collection, id, fish) => `${collection} (${id}) drops ${fish}`,
  renamedItem: (itemId, bundled, game) => `Item ${itemId} renamed "${bundled}" → "${game}"`,
  renamedCollection: (bundled, id, game) => `${bundled} (${id}) renamed "${game}"`,
  nothing: 'The game has nothing the bundled catalog lacks.',
};

/** The difference as readable lines (the data page and the refresh report print these). */
export function describeCatalogDiff(
  diff: CatalogDiff,
  nameOf: (itemId: number) => string,
  words: DiffWording = ENGLISH,
) {
  const fish = (itemId: number) => words.fish(nameOf(itemId), itemId);
  const lines = [
    ...diff.newCollections.map((c) =>
      words.newCollection(c.name, c.id, c.itemIds.map(fish).join(', ')),
    ),
    ...diff.addedFish.map((f) => words.addedFish(f.collection, f.collectionId, fish(f.itemId))),
    ...diff.removedFish.map((f) => words.removedFish(f.collection, f.collectionId, fish(f.itemId))),
    ...diff.renamedItems.map((r) => words.renamedItem(r.itemId, r.bundled, r.game)),
    ...diff.renamedCollections.map((r) => words.renamedCollection(r.bundled, r.id, r.game)),
  ];
  return lines.length > 0 ? lines : [words.nothing];
}
