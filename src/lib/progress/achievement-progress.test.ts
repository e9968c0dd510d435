import { describe, expect, it } from 'vitest';
import {
  accountAchievementProgress,
  achievementProgress,
  manualCompletions,
} from './achievement-progress';

const collection = {
  bits: [
    { id: 10, index: 0 },
    { id: 11, index: 1 },
    { id: 12, index: 2 },
  ],
  children: [99],
  requiredCount: null,
};
const meta = { bits: [], children: [1, 2, 3, 4], requiredCount: 2 };

describe('achievementProgress', () => {
  it.each([
    ['a collection, nothing caught', collection, [], [], { done: 0, total: 3 }],
    ['a collection, two caught', collection, [10, 12, 55], [], { done: 2, total: 3 }],
    ['a collection ignores completed children', collection, [], [99], { done: 0, total: 3 }],
    ['a meta, one child done', meta, [], [3], { done: 1, total: 2 }],
    ['a meta stops at its required count', meta, [], [1, 2, 4], { done: 2, total: 2 }],
  ])('%s', (_label, achievement, acquired, completed, expected) => {
    expect(achievementProgress(achievement, new Set(acquired), new Set(completed))).toEqual(
      expected,
    );
  });
});

describe('manualCompletions', () => {
  const regions = [
    { key: 'A', achievementIds: [1, 2] },
    { key: 'B', achievementIds: [3, 4] },
    { key: 'C', achievementIds: [5] },
  ];
  const others = [{ key: 'Trash', id: 7 }];
  it.each<[Record<string, number>, [number, number][]]>([
    [{}, []],
    [{ A: 1 }, [[1, 1]]],
    [
      { A: 3, B: 2, C: 4 },
      [
        [1, 1],
        [2, 2],
        [3, 1],
        [4, 1],
        [5, 1],
      ],
    ],
    [{ B: 0 }, []],
    [{ Trash: 2 }, [[7, 2]]],
  ])('%j → %j', (completion, counts) => {
    const result = manualCompletions(regions, others, completion);
    expect([...result].sort(([a], [b]) => a - b)).toEqual(counts);
  });
});

describe('accountAchievementProgress', () => {
  const fourFish = {
    bits: [0, 1, 2, 3].map((index) => ({ id: 20 + index, index })),
    requiredCount: null,
  };
  const meta = { bits: [], requiredCount: 5 };
  it.each([
    ['not started (absent from the answer)', fourFish, undefined, { done: 0, total: 4 }],
    ['finished bits', fourFish, { id: 1, done: false, bits: [0, 2] }, { done: 2, total: 4 }],
    [
      'the finished bits, as many as the page shows caught (current is not read)',
      fourFish,
      { id: 1, done: false, current: 3, max: 4, bits: [1] },
      { done: 1, total: 4 },
    ],
    ['done without bits', fourFish, { id: 1, done: true }, { done: 4, total: 4 }],
    [
      'a repeated collection’s current round',
      fourFish,
      { id: 1, done: true, repeated: 2, bits: [0] },
      { done: 1, total: 4 },
    ],
    [
      'a meta achievement counts its current',
      meta,
      { id: 2, done: false, current: 2, max: 5 },
      { done: 2, total: 5 },
    ],
    ['never more than the total', meta, { id: 2, done: false, current: 9 }, { done: 5, total: 5 }],
  ])('%s', (_, achievement, entry, expected) => {
    expect(accountAchievementProgress(achievement, entry)).toEqual(expected);
  });
});
