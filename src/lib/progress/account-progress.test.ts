import { describe, expect, it } from 'vitest';
import {
  acquiredFromAccount,
  completionFromAccount,
  completionsOf,
  type AccountAchievementProgress,
} from './account-progress';

const collections = [
  { id: 1, bits: [{ id: 101 }, { id: 102 }, { id: 103 }] },
  { id: 2, bits: [{ id: 201 }, { id: 202 }] },
];

describe('acquiredFromAccount', () => {
  it.each<{ name: string; progress: AccountAchievementProgress[]; expected: number[] }>([
    { name: 'nothing without progress', progress: [], expected: [] },
    {
      name: 'the fish of the set bits',
      progress: [{ id: 1, done: false, bits: [0, 2] }],
      expected: [101, 103],
    },
    {
      name: 'fish of several collections',
      progress: [
        { id: 1, done: false, bits: [1] },
        { id: 2, done: false, bits: [0, 1] },
      ],
      expected: [102, 201, 202],
    },
    {
      name: 'nothing for a done achievement without bits',
      progress: [{ id: 1, done: true }],
      expected: [],
    },
    {
      name: 'nothing for unknown achievements or bits out of range',
      progress: [
        { id: 9, done: false, bits: [0] },
        { id: 2, done: false, bits: [5] },
      ],
      expected: [],
    },
  ])('gives $name', ({ progress, expected }) => {
    expect(acquiredFromAccount(progress, collections).sort()).toEqual(expected);
  });
});

describe('completionFromAccount', () => {
  const regions = [
    { key: 'Krytan', achievementIds: [1, 2] },
    { key: 'Orrian', achievementIds: [3] },
  ];

  it.each<{ name: string; progress: AccountAchievementProgress[]; expected: object }>([
    { name: 'no counts without progress', progress: [], expected: {} },
    {
      name: '1 for a done achievement',
      progress: [{ id: 1, done: true }],
      expected: { Krytan: 1 },
    },
    {
      name: 'the repeat count instead of done',
      progress: [{ id: 2, done: true, repeated: 4 }],
      expected: { Krytan: 4 },
    },
    {
      name: 'the sum over the region achievements',
      progress: [
        { id: 1, done: true },
        { id: 2, done: false, repeated: 3 },
        { id: 3, done: false },
      ],
      expected: { Krytan: 4 },
    },
  ])('gives $name', ({ progress, expected }) => {
    expect(completionFromAccount(progress, regions)).toEqual(expected);
  });

  it('counts a missing achievement as 0', () => {
    expect(completionsOf(undefined)).toBe(0);
  });
});
