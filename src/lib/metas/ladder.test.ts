import { describe, expect, it } from 'vitest';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { deriveProgress } from '@/lib/progress/derive-progress';
import type { AccountAchievementProgress } from '@/lib/progress/account-progress';
import { countCompleted, gameCountOf, ladderPlace } from './ladder';
import { COUNTED_COLLECTION_IDS, META_TIERS } from './meta-tiers';

const fromMarks = (completion: Record<string, number>) =>
  countCompleted(
    deriveProgress(undefined, { acquired: [], completion }, regionIndex, otherAchievementIndex)
      .timesCompleted,
  );

const fromAccount = (entries: AccountAchievementProgress[]) =>
  countCompleted(
    deriveProgress(
      { progress: entries, regionalCollections: [] },
      { acquired: [], completion: {} },
      regionIndex,
      otherAchievementIndex,
    ).timesCompleted,
  );

describe('countCompleted', () => {
  it.each([
    ['nothing marked', {}, 0],
    ['a region completed once: its regional collection', { Krytan: 1 }, 1],
    ['a region completed twice: its regional and its avid collection', { Krytan: 2 }, 2],
    ['an avid collection repeated counts once', { Krytan: 5 }, 2],
    [
      'World Class and its avid version, marked apart',
      { WorldClassFisher: 1, AvidWorldClassFisher: 3 },
      2,
    ],
    ['the trash collector', { AquaticTrashCollector: 1 }, 1],
    [
      'Horn of Maguuma, Janthir and Castora do not count',
      { HornOfMaguuma: 2, Janthir: 2, Castora: 2 },
      0,
    ],
    ['Mistburned Barrens does not count', { MistburnedBarrens: 3 }, 0],
  ])('from the marks, %s', (_, completion, count) => {
    expect(fromMarks(completion)).toBe(count);
  });

  it.each([
    ['a done regional collection', [{ id: 6068, done: true }], 1],
    [
      'an avid collection repeated, its base done',
      [
        { id: 6068, done: true },
        { id: 6263, done: false, repeated: 2 },
      ],
      2,
    ],
    [
      'an avid collection started but never finished',
      [
        { id: 6068, done: true },
        { id: 6263, done: false, current: 4 },
      ],
      1,
    ],
    ['Horn of Maguuma done', [{ id: 7114, done: true }], 0],
    ['the six metas are no collections', META_TIERS.map(({ id }) => ({ id, done: true })), 0],
  ])('from the account, %s', (_, entries, count) => {
    expect(fromAccount(entries)).toBe(count);
  });

  it('counts all 30 when every counted collection is done', () => {
    expect(fromAccount(COUNTED_COLLECTION_IDS.map((id) => ({ id, done: true })))).toBe(30);
  });
});

describe('gameCountOf', () => {
  it.each([
    ['no entry: the game said nothing', undefined, undefined],
    ['its current', { id: 6111, done: false, current: 12, max: 30 }, 12],
    ['all once done', { id: 6111, done: true, max: 30 }, 30],
    ['a current above the max is capped', { id: 6111, done: false, current: 31, max: 30 }, 30],
  ])('%s', (_, entry, count) => {
    expect(gameCountOf(entry)).toBe(count);
  });
});

describe('ladderPlace', () => {
  it.each([
    ['at 0: Kind of a Big Reel next, 5 to go', 0, undefined, 0, 6201, 5],
    ['at 12: I’m Very Buoyant next, 3 to go', 12, undefined, 12, 6109, 3],
    ['at exactly 15: the next tier up', 15, undefined, 15, 6284, 5],
    ['the game’s 12 wins over the app’s 11', 11, 12, 12, 6109, 3],
    ['the game’s 9 wins over the app’s 10', 10, 9, 9, 6478, 1],
  ])('%s', (_, appCount, gameCount, count, nextId, needed) => {
    const place = ladderPlace(appCount, gameCount);
    expect(place.count).toBe(count);
    expect(place.next?.tier.id).toBe(nextId);
    expect(place.next?.needed).toBe(needed);
    expect(place.tiers.filter((tier) => tier.reached)).toHaveLength(
      META_TIERS.filter((tier) => tier.required <= count).length,
    );
  });

  it('has no next tier once all 30 are done', () => {
    const place = ladderPlace(30);
    expect(place.next).toBeUndefined();
    expect(place.tiers.every((tier) => tier.reached && tier.needed === 0)).toBe(true);
  });
});

const metaAssets = import.meta.glob<{ id: number; children: number[]; requiredCount: number }>(
  '../../../public/assets/Achievements/*.json',
  { eager: true, import: 'default' },
);

describe('the ladder’s facts', () => {
  const asset = (key: string) => {
    const meta = metaAssets[`../../../public/assets/Achievements/${key}.json`];
    if (!meta) throw new Error(`no asset for ${key}`);
    return meta;
  };

  it.each(META_TIERS.map((tier) => [tier.name, tier] as const))(
    '%s: its id, count and the 30 collections as the bundled asset has them',
    (_, tier) => {
      const meta = asset(tier.key);
      expect(meta.id).toBe(tier.id);
      expect(meta.requiredCount).toBe(tier.required);
      expect([...meta.children].sort()).toEqual([...COUNTED_COLLECTION_IDS].sort());
    },
  );
});
