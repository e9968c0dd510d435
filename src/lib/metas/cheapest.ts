import {
  collectionCost,
  type CollectionCost,
  type MetaCollection,
  type Standing,
} from './collection-cost';
import type { TierStanding } from './ladder';

/** A collection to finish, in the order the cheapest way takes them. */
export interface CollectionPick {
  cost: CollectionCost;
  /** What it adds once what is picked before it is done (an avid round: its own items only). */
  addedCost: number;
}

/**
 * The cheapest order to finish the collections not done (docs/metas.md "The cheapest way"): each
 * step takes the collection that adds least, an avid round once its base is done or taken, ties
 * by fewer missing items, then the ladder's order. Collections without items (not loaded) are
 * left out.
 */
export function cheapestOrder(
  collections: readonly MetaCollection[],
  standingOf: (id: number) => Standing,
  power: number | undefined,
): CollectionPick[] {
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  const costs = collections.flatMap((collection) => {
    if (collection.items.length === 0) return [];
    const cost = collectionCost(collection, standingOf, byId, power);
    return cost ? [cost] : [];
  });
  const taken = new Set<number>();
  const order: CollectionPick[] = [];
  const open = (cost: CollectionCost) =>
    !taken.has(cost.collection.id) && (!cost.base || taken.has(cost.base.collection.id));
  for (;;) {
    const next = costs
      .filter(open)
      .sort(
        (a, b) =>
          a.ownCost - b.ownCost ||
          a.missing.length - b.missing.length ||
          collections.indexOf(a.collection) - collections.indexOf(b.collection),
      )[0];
    if (!next) return order;
    taken.add(next.collection.id);
    order.push({ cost: next, addedCost: next.ownCost });
  }
}

/** What a tier would take: its cheapest collections, in order, and their summed cost. */
export interface TierPlan {
  standing: TierStanding;
  picks: CollectionPick[];
  cost: number;
  /** Fewer collections can be finished than it needs (some failed to load). */
  short: boolean;
}

/** Each tier not reached, with the first `needed` collections of the cheapest order. */
export function tierPlans(
  tiers: readonly TierStanding[],
  order: readonly CollectionPick[],
): TierPlan[] {
  return tiers
    .filter((standing) => !standing.reached)
    .map((standing) => {
      const picks = order.slice(0, standing.needed);
      return {
        standing,
        picks,
        cost: picks.reduce((sum, pick) => sum + pick.addedCost, 0),
        short: picks.length < standing.needed,
      };
    });
}
