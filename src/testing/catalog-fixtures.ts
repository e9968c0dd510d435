import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import type { PlanCollection } from '@/lib/planner/collections';

/** A fish's catalog details for tests: any time, any bait, any hole or open water, unless overridden. */
export function itemExtensionFixture(overrides: Partial<ItemExtension> = {}): ItemExtension {
  return {
    name: 'Test Fish',
    rarity: 'Fine',
    hint: '',
    timeOfDay: 'ANY',
    higherChanceTime: null,
    bait: 'ANY',
    fishingHole: ['ANY', 'NONE'],
    higherChanceHoles: [],
    fishingPower: 300,
    salvage: 'DEFAULT',
    achievements: [],
    ...overrides,
  };
}

/** A region's collection for the planner and the session: its fish as [item id, details]. */
export const planCollectionFixture = (
  key: string,
  clock: PlanCollection['clock'],
  fish: [number, ItemExtension][],
): PlanCollection => ({
  key,
  kind: 'region',
  name: key,
  clock,
  fishingPower: 450,
  waypoints: [],
  fish: fish.map(([itemId, entry]) => ({ itemId, details: entry })),
});
