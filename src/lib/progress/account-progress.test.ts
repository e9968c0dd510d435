import { describe, expect, it } from 'vitest';
import {
  caughtFromAccount,
  completionsOf,
  finishedBits,
  type AccountAchievementProgress,
} from './account-progress';

describe('finishedBits', () => {
  it.each<[string, AccountAchievementProgress | undefined, number[]]>([
    ['none for an achievement not started (absent)', undefined, []],
    ['none for one started without bits', { id: 1, done: false, current: 0 }, []],
    ['its bits', { id: 1, done: false, bits: [0, 2] }, [0, 2]],
    ['its bits, not beyond the table', { id: 1, done: false, bits: [1, 3, 4, -1] }, [1, 3]],
    ['every bit of a done one without bits', { id: 1, done: true }, [0, 1, 2, 3]],
    ['every bit of a done one with empty bits', { id: 1, done: true, bits: [] }, [0, 1, 2, 3]],
    [
      'every bit of a done one whose current is full',
      { id: 1, done: true, current: 4, max: 4 },
      [0, 1, 2, 3],
    ],
    [
      'the bits of a done one that sends them (a repeatable round)',
      { id: 1, done: true, repeated: 2, bits: [1] },
      [1],
    ],
    [
      'none of a done repeatable one whose new round has not started',
      { id: 1, done: true, repeated: 2, current: 0, max: 4 },
      [],
    ],
    [
      'none of a done repeatable one whose new round sends empty bits',
      { id: 1, done: true, repeated: 2, current: 0, max: 4, bits: [] },
      [],
    ],
  ])('gives %s', (_name, entry, expected) => {
    expect(finishedBits(entry, 4)).toEqual(expected);
  });
});

describe('caughtFromAccount', () => {
  const collection = {
    bits: [
      { id: 301, index: 0 },
      { id: 302, index: 1 },
      { id: 303, index: 2 },
    ],
  };
  it.each<[string, AccountAchievementProgress | undefined, number[]]>([
    ['nothing before it is started', undefined, []],
    ['the items of the finished bits', { id: 7, done: false, bits: [0, 2] }, [301, 303]],
    ['every item once done without bits', { id: 7, done: true }, [301, 302, 303]],
    ['the current round of a repeated one', { id: 7, done: true, repeated: 1, bits: [1] }, [302]],
  ])('gives %s', (_name, entry, expected) => {
    expect([...caughtFromAccount(collection, entry)].sort()).toEqual(expected);
  });
});

describe('completionsOf', () => {
  it.each<[string, AccountAchievementProgress | undefined, number]>([
    ['0 when absent', undefined, 0],
    ['0 when not done', { id: 1, done: false, bits: [0] }, 0],
    ['1 when done', { id: 1, done: true }, 1],
    ['the repeat count instead of done', { id: 1, done: true, repeated: 4 }, 4],
    ['1 when done with a repeat count of 0', { id: 1, done: true, repeated: 0 }, 1],
    ['0 when neither done nor repeated', { id: 1, done: false, repeated: 0 }, 0],
    ['the repeat count of a round not done', { id: 1, done: false, repeated: 2 }, 2],
  ])('gives %s', (_name, entry, expected) => {
    expect(completionsOf(entry)).toBe(expected);
  });
});
