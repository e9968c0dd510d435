import { hardships, weightOf, type FishFacts, type Hardship } from './fish-weight';

/** An item a counted collection asks for; fish carry their facts, trash and treasure none. */
export interface MetaItem {
  itemId: number;
  name: string;
  fish?: FishFacts;
}

/** A counted collection and what it asks for. */
export interface MetaCollection {
  id: number;
  name: string;
  /** The avid version's base collection, which must be done before its round starts. */
  baseId?: number;
  items: readonly MetaItem[];
}

/** How far a collection is: done, or the items caught in its current round. */
export interface Standing {
  done: boolean;
  caught: ReadonlySet<number>;
}

/** A missing item with what makes it hard and what it costs. */
export interface MissingItem {
  item: MetaItem;
  hardships: Hardship[];
  weight: number;
}

/** What finishing a collection costs, and what it takes. */
export interface CollectionCost {
  collection: MetaCollection;
  /** Its own missing items: all of them for a round not started. */
  missing: MissingItem[];
  /** Σ the missing items' weights. */
  ownCost: number;
  /** Its base collection's cost when the base is not done (an avid round starts after it). */
  base?: CollectionCost;
  /** What finishing it costs from where the player stands: its own, plus its base's. */
  cost: number;
}

const missingOf = (items: readonly MetaItem[], caught: ReadonlySet<number>, power?: number) =>
  items
    .filter((item) => !caught.has(item.itemId))
    .map((item) => {
      const found = hardships(item.fish, power);
      return { item, hardships: found, weight: weightOf(found) };
    });

const NOTHING: ReadonlySet<number> = new Set();

/**
 * What finishing `collection` costs (docs/metas.md "The cost"): each missing item weighed by how
 * hard it is; a collection not started counts all its items; an avid round whose base is not done
 * counts all its items and its base's cost. Undefined once done.
 */
export function collectionCost(
  collection: MetaCollection,
  standingOf: (id: number) => Standing,
  byId: ReadonlyMap<number, MetaCollection>,
  power: number | undefined,
): CollectionCost | undefined {
  const standing = standingOf(collection.id);
  if (standing.done) return undefined;
  const baseCollection = collection.baseId === undefined ? undefined : byId.get(collection.baseId);
  const base = baseCollection && collectionCost(baseCollection, standingOf, byId, power);
  // Before its base is done the avid round has not started: what shows caught is the base's.
  const missing = missingOf(collection.items, base ? NOTHING : standing.caught, power);
  const ownCost = missing.reduce((sum, entry) => sum + entry.weight, 0);
  return { collection, missing, ownCost, ...(base && { base }), cost: ownCost + (base?.cost ?? 0) };
}
