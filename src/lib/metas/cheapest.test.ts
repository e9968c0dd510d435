import { describe, expect, it } from 'vitest';
import { cheapestOrder, tierPlans } from './cheapest';
import { collectionCost, type MetaCollection, type Standing } from './collection-cost';
import { hardships, weightOf, type FishFacts } from './fish-weight';
import { ladderPlace } from './ladder';

const facts = (over: Partial<FishFacts> = {}): FishFacts => ({
  timeOfDay: 'ANY',
  higherChanceTime: null,
  fishingHole: ['ANY'],
  fishingPower: 100,
  bait: 'ANY',
  ...over,
});
const fish = (itemId: number, over?: Partial<FishFacts>) => ({
  itemId,
  name: `Fish ${itemId}`,
  fish: facts(over),
});

describe('hardships and weights', () => {
  it.each([
    ['a plain fish', facts(), 500, [], 1],
    ['dusk or dawn', facts({ timeOfDay: 'TWILIGHT' }), 500, ['twilight'], 4],
    ['night', facts({ timeOfDay: 'NIGHT' }), 500, ['night'], 2],
    ['day is no hardship', facts({ timeOfDay: 'DAY' }), 500, [], 1],
    ['only rare holes', facts({ fishingHole: ['QUARRY', 'GROTTO'] }), 500, ['rareHole'], 3],
    ['a rare hole or open water', facts({ fishingHole: ['QUARRY', 'NONE'] }), 500, [], 1],
    ['a common hole', facts({ fishingHole: ['LAKE'] }), 500, [], 1],
    ['above the power', facts({ fishingPower: 600 }), 500, ['abovePower'], 4],
    ['power unknown: nothing is above it', facts({ fishingPower: 600 }), undefined, [], 1],
    ['Mackerel', facts({ bait: 'MACKEREL' }), 500, ['mackerel'], 2],
    [
      'all at once',
      facts({ timeOfDay: 'NIGHT', fishingHole: ['DREAM'], fishingPower: 900, bait: 'MACKEREL' }),
      500,
      ['night', 'rareHole', 'abovePower', 'mackerel'],
      8,
    ],
    ['an item that is no fish (trash, treasure)', undefined, 500, [], 1],
  ] as const)('%s', (_, fishFacts, power, expected, weight) => {
    const found = hardships(fishFacts, power);
    expect(found).toEqual(expected);
    expect(weightOf(found)).toBe(weight);
  });
});

// Six collections in ladder order: A's round half done; B not started; C one fish short; D the
// avid round of A; E one fish above the power in a rare hole; T trash (no fish facts).
const A: MetaCollection = { id: 1, name: 'A', items: [fish(11), fish(12), fish(13)] };
const B: MetaCollection = {
  id: 2,
  name: 'B',
  items: [fish(21, { timeOfDay: 'TWILIGHT' }), fish(22)],
};
const C: MetaCollection = {
  id: 3,
  name: 'C',
  items: [fish(31), fish(32, { timeOfDay: 'NIGHT', bait: 'MACKEREL' })],
};
const D: MetaCollection = { id: 4, name: 'Avid A', baseId: 1, items: A.items };
const E: MetaCollection = {
  id: 5,
  name: 'E',
  items: [fish(51, { fishingHole: ['QUARRY'], fishingPower: 600 })],
};
const T: MetaCollection = {
  id: 6,
  name: 'T',
  items: [
    { itemId: 61, name: 'Boot' },
    { itemId: 62, name: 'Tin can' },
  ],
};
const ladder = [A, B, C, D, E, T];
const byId = new Map(ladder.map((collection) => [collection.id, collection]));

const standings =
  (table: Record<number, Partial<Standing>>) =>
  (id: number): Standing => ({ done: false, caught: new Set(), ...table[id] });
const start = standings({ 1: { caught: new Set([11]) }, 3: { caught: new Set([31]) } });

describe('collectionCost', () => {
  it.each([
    ['a round half done: its missing fish', A, start, [12, 13], 2, undefined],
    ['a collection not started: all its fish', B, start, [21, 22], 5, undefined],
    ['a night fish on Mackerel', C, start, [32], 3, undefined],
    [
      'an avid round whose base is not done: all its fish and its base’s',
      D,
      start,
      [11, 12, 13],
      5,
      2,
    ],
    [
      'an avid round once its base is done: only its own missing fish',
      D,
      standings({ 1: { done: true }, 4: { caught: new Set([11, 12]) } }),
      [13],
      1,
      undefined,
    ],
    ['trash at the base weight', T, start, [61, 62], 2, undefined],
  ] as const)('%s', (_, collection, standingOf, missing, cost, baseCost) => {
    const result = collectionCost(collection, standingOf, byId, 500);
    expect(result?.missing.map((entry) => entry.item.itemId)).toEqual(missing);
    expect(result?.cost).toBe(cost);
    expect(result?.base?.cost).toBe(baseCost);
  });

  it('costs nothing once done', () => {
    expect(collectionCost(A, standings({ 1: { done: true } }), byId, 500)).toBeUndefined();
  });
});

describe('cheapestOrder', () => {
  const order = (power: number | undefined, standingOf = start) =>
    cheapestOrder(ladder, standingOf, power).map((pick) => pick.cost.collection.name);

  it.each([
    // A and T tie at 2 with two missing each: the ladder's order. The avid round opens once A is
    // taken; C (3, one fish) before it (3, three fish); E is dearest above the power.
    ['power 500: E is above it', 500, ['A', 'T', 'C', 'Avid A', 'B', 'E']],
    // Without a power E's fish costs 3 (one rare-hole fish): it ties C and goes after it.
    ['power unknown', undefined, ['A', 'T', 'C', 'E', 'Avid A', 'B']],
    ['power 600 reaches E', 600, ['A', 'T', 'C', 'E', 'Avid A', 'B']],
  ])('%s', (_, power, expected) => {
    expect(order(power)).toEqual(expected);
  });

  it('leaves out what is done and opens the avid round of a done base at once', () => {
    const standingOf = standings({
      1: { done: true },
      2: { done: true },
      4: { caught: new Set([11, 12]) },
    });
    expect(order(500, standingOf)).toEqual(['Avid A', 'T', 'C', 'E']);
  });

  it('adds only the avid round’s own fish after its base', () => {
    const picks = cheapestOrder(ladder, start, 500);
    const avid = picks.find((pick) => pick.cost.collection.id === 4);
    expect(avid?.cost.cost).toBe(5);
    expect(avid?.addedCost).toBe(3);
  });

  it('leaves out a collection whose items did not load', () => {
    expect(
      cheapestOrder([{ ...A, items: [] }, B], start, 500).map((p) => p.cost.collection.name),
    ).toEqual(['B']);
  });
});

describe('tierPlans', () => {
  it('gives each tier not reached its cheapest collections and their cost', () => {
    const plans = tierPlans(ladderPlace(2).tiers, cheapestOrder(ladder, start, 500));
    expect(
      plans.map((plan) => [plan.standing.tier.required, plan.picks.length, plan.cost, plan.short]),
    ).toEqual([
      [5, 3, 7, false],
      [10, 6, 21, true],
      [15, 6, 21, true],
      [20, 6, 21, true],
      [25, 6, 21, true],
      [30, 6, 21, true],
    ]);
  });
});
