import { describe, expect, it } from 'vitest';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { itemExtensionFixture, planCollectionFixture } from '@/testing/catalog-fixtures';
import {
  almostDone,
  catchableNow,
  comingUp,
  groupFish,
  shoppingList,
  uncaughtFish,
  type PlanFish,
} from './plan';

const details = (name: string, facts: Partial<ItemExtension> = {}) =>
  itemExtensionFixture({ name, ...facts });

const collection = planCollectionFixture;

const kryta = collection('Kryta', 'TYRIA', [
  [1, details('Crawfish')],
  [2, details('Moony', { timeOfDay: 'NIGHT', fishingHole: ['COASTAL'] })],
  [3, details('Pike', { timeOfDay: 'DAY', bait: 'FRESHWATER_MINNOW', fishingHole: ['LAKE'] })],
  [4, details('Perch', { timeOfDay: 'DAY', bait: 'FRESHWATER_MINNOW', fishingHole: ['LAKE'] })],
  [5, details('Golden', { timeOfDay: 'TWILIGHT', bait: 'FISH_EGG', fishingHole: ['LAKE'] })],
]);
const seitung = collection('Seitung', 'CANTHA', [
  [11, details('Sea Bass', { timeOfDay: 'NIGHT', fishingHole: ['SHORE'], bait: 'SARDINE' })],
  [12, details('Grouper', { timeOfDay: 'ANY', higherChanceTime: 'NIGHT' })],
]);
const names = (fish: readonly PlanFish[]) => fish.map((entry) => entry.details.name);

// 00:10 UTC: night in Tyria and in Cantha. 00:27: dawn in Tyria, night in Cantha. 01:00: day in both.
const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00Z`);

describe('uncaughtFish', () => {
  it('leaves out caught fish, keeping collection order', () => {
    expect(names(uncaughtFish([kryta, seitung], new Set([1, 12])))).toEqual([
      'Moony',
      'Pike',
      'Perch',
      'Golden',
      'Sea Bass',
    ]);
  });
});

describe('catchableNow', () => {
  const all = uncaughtFish([kryta, seitung], new Set());
  it.each([
    ['00:10', ['Crawfish', 'Moony', 'Sea Bass', 'Grouper']],
    ['00:27', ['Crawfish', 'Moony', 'Pike', 'Perch', 'Golden', 'Sea Bass', 'Grouper']],
    ['01:00', ['Crawfish', 'Pike', 'Perch', 'Grouper']],
  ])('at %s UTC: %j (each on its own clock)', (time, expected) => {
    expect(names(catchableNow(all, at(time)))).toEqual(expected);
  });
});

describe('comingUp', () => {
  it('lists the fish that do not bite now, soonest first, with their next window', () => {
    const later = comingUp(uncaughtFish([kryta, seitung], new Set()), at('00:10'));
    expect(
      later.map(
        ({ fish, next }) =>
          `${fish.details.name} ${next.start.toISOString().slice(11, 16)} ${(next.end.getTime() - next.start.getTime()) / 60_000}m`,
      ),
    ).toEqual(['Golden 00:25 5m', 'Perch 00:25 80m', 'Pike 00:25 80m']);
  });
});

describe('groupFish', () => {
  const now = catchableNow(uncaughtFish([kryta], new Set()), at('00:27'));
  it('groups region → hole → bait with counts', () => {
    const [region] = groupFish(now, 'region', sourceI18n);
    expect(region).toMatchObject({ label: 'Kryta', count: 5, collection: kryta });
    expect(
      region!.children.map((hole) => [
        hole.label,
        hole.count,
        hole.children.map((bait) => `${bait.label}: ${names(bait.fish).join(', ')}`),
      ]),
    ).toEqual([
      ['Any, Open Water', 1, ['Any bait: Crawfish']],
      ['Coastal', 1, ['Any bait: Moony']],
      ['Lake', 3, ['Freshwater Minnow bait: Pike, Perch', 'Fish Egg bait: Golden']],
    ]);
  });

  it('groups by bait first when asked', () => {
    expect(groupFish(now, 'bait', sourceI18n).map((group) => [group.label, group.count])).toEqual([
      ['Any bait', 2],
      ['Freshwater Minnow bait', 2],
      ['Fish Egg bait', 1],
    ]);
  });
});

describe('shoppingList', () => {
  it('counts the fish each special bait and hole serves, most first', () => {
    const list = shoppingList(uncaughtFish([kryta, seitung], new Set()));
    expect(list.baits.map((need) => [need.label, names(need.fish)])).toEqual([
      ['Freshwater Minnow', ['Pike', 'Perch']],
      ['Fish Egg', ['Golden']],
      ['Sardine', ['Sea Bass']],
    ]);
    expect(list.holes.map((need) => [need.label, need.fish.length])).toEqual([
      ['Lake', 3],
      ['Coastal', 1],
      ['Shore', 1],
    ]);
    expect([list.anyBait, list.anyHole]).toEqual([3, 2]);
  });
});

describe('a new fish whose hint names words the app does not know (G4)', () => {
  const unknownWords = {
    unknown: [],
    words: { bait: 'Glowing Krill', holes: 'Glowing Pool Fish' },
  };
  const zephyr = collection('Zephyr', 'TYRIA', [
    [21, details('Crawfish')],
    [22, details('Glowfin', { fromGame: unknownWords })],
    [23, details('Glimmer', { fromGame: unknownWords })],
  ]);
  const fish = uncaughtFish([zephyr], new Set());

  it.each([
    [
      'bait',
      [
        ['Any bait', 1],
        ['Glowing Krill bait', 2],
      ],
    ],
    [
      'hole',
      [
        ['Any, Open Water', 1],
        ['Glowing Pool Fish', 2],
      ],
    ],
  ] as const)(
    'groups them by %s under the game’s words, apart from those taking any',
    (by, groups) => {
      expect(groupFish(fish, by, sourceI18n).map((group) => [group.label, group.count])).toEqual(
        groups,
      );
    },
  );

  it('lists their bait and hole to bring in the game’s words, never as any', () => {
    const list = shoppingList(fish);
    expect(list.baits.map((need) => [need.label, names(need.fish)])).toEqual([
      ['Glowing Krill', ['Glowfin', 'Glimmer']],
    ]);
    expect(list.holes.map((need) => [need.label, names(need.fish)])).toEqual([
      ['Glowing Pool Fish', ['Glowfin', 'Glimmer']],
    ]);
    expect([list.anyBait, list.anyHole]).toEqual([1, 1]);
  });
});

describe('almostDone', () => {
  it.each([
    [new Set<number>(), [['Seitung', ['Sea Bass', 'Grouper']]]],
    [
      new Set([1, 2]),
      [
        ['Kryta', ['Pike', 'Perch', 'Golden']],
        ['Seitung', ['Sea Bass', 'Grouper']],
      ],
    ],
    [new Set([11, 12]), []],
    [new Set([1, 2, 3, 4, 5, 11]), [['Seitung', ['Grouper']]]],
  ])('with %j caught: %j', (acquired, expected) => {
    const left = almostDone(uncaughtFish([kryta, seitung], acquired));
    expect(left.map(({ collection, fish }) => [collection.name, names(fish)])).toEqual(expected);
  });
});
