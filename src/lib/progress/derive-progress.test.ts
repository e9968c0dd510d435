import { describe, expect, it } from 'vitest';
import { deriveProgress } from './derive-progress';

const regions = [{ key: 'Krytan', achievementIds: [1, 2] as const }];
const collection = { id: 1, bits: [{ id: 101 }, { id: 102 }] };
const meta = { id: 9, bits: [], children: [1, 2], requiredCount: 2 };
const fishCollection = { id: 5, bits: [{ id: 102, index: 0 }], children: [], requiredCount: null };

describe('deriveProgress', () => {
  it('shows the manual marks without account data', () => {
    const progress = deriveProgress(
      undefined,
      { acquired: [102], completion: { Krytan: 1 } },
      regions,
    );
    expect(progress.source).toBe('manual');
    expect([...progress.acquired]).toEqual([102]);
    expect(progress.completion).toEqual({ Krytan: 1 });
    expect(progress.rounds).toEqual({ Krytan: { kind: 'avid', completions: 1 } });
    expect([progress.timesCompleted(1), progress.timesCompleted(2)]).toEqual([1, 0]);
    expect(progress.ofAchievement(fishCollection)).toEqual({ done: 1, total: 1 });
    // One completion finishes the regional fisher (1), not yet the avid one (2).
    expect(progress.ofAchievement(meta)).toEqual({ done: 1, total: 2 });
  });

  it('shows the account: fish by bit, completions, and achievements from its answer', () => {
    const progress = deriveProgress(
      {
        progress: [
          { id: 1, done: false, bits: [0] },
          { id: 2, done: true },
          { id: 5, done: false, current: 0, max: 1 },
        ],
        regionalCollections: [collection],
      },
      { acquired: [102], completion: {} },
      regions,
    );
    expect(progress.source).toBe('account');
    expect([...progress.acquired]).toEqual([101]);
    expect(progress.completion).toEqual({ Krytan: 1 });
    // The avid collection is done but not the base one: still the base round.
    expect(progress.rounds).toEqual({ Krytan: { kind: 'base', completions: 1 } });
    expect([progress.timesCompleted(1), progress.timesCompleted(2)]).toEqual([0, 1]);
    expect(progress.ofAchievement(fishCollection)).toEqual({ done: 0, total: 1 });
    expect(progress.ofAchievement(meta)).toEqual({ done: 0, total: 2 });
  });

  describe('caughtIn: the items of an other collection shown as caught', () => {
    const trash = {
      id: 7,
      bits: [
        { id: 301, index: 0 },
        { id: 302, index: 1 },
        { id: 303, index: 2 },
      ],
    };
    it.each<[string, Parameters<typeof deriveProgress>[0], number[], number[]]>([
      ['the marks without a key', undefined, [302, 999], [302]],
      [
        'the account’s finished bits, never the marks',
        { progress: [{ id: 7, done: false, bits: [0, 2] }], regionalCollections: [] },
        [302],
        [301, 303],
      ],
      [
        'every item of a done achievement',
        { progress: [{ id: 7, done: true }], regionalCollections: [] },
        [],
        [301, 302, 303],
      ],
      [
        'nothing of an achievement the account has not started',
        { progress: [], regionalCollections: [] },
        [301],
        [],
      ],
    ])('%s', (_name, account, marks, expected) => {
      const progress = deriveProgress(account, { acquired: marks, completion: {} }, regions);
      expect([...progress.caughtIn(trash)].sort()).toEqual(expected);
    });
  });

  it('counts a collection completed by hand (by its key) for the metas that need it', () => {
    const achievements = [{ key: 'Trash', id: 7 }];
    const bigReel = { id: 20, bits: [], children: [1, 7], requiredCount: 2 };
    const marks = (completion: Record<string, number>) => ({ acquired: [], completion });
    expect(
      deriveProgress(undefined, marks({ Trash: 1 }), regions, achievements).ofAchievement(bigReel),
    ).toEqual({ done: 1, total: 2 });
    expect(
      deriveProgress(
        undefined,
        marks({ Trash: 1, Krytan: 1 }),
        regions,
        achievements,
      ).ofAchievement(bigReel),
    ).toEqual({ done: 2, total: 2 });
    expect(
      deriveProgress(undefined, marks({}), regions, achievements).ofAchievement(bigReel),
    ).toEqual({ done: 0, total: 2 });
  });
});
