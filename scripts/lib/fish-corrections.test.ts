import { describe, expect, it } from 'vitest';
import { itemExtensionFixture } from '../../src/testing/catalog-fixtures.ts';
import type { FishCorrection } from '../data/metadata-types.ts';
import { fishCorrections } from '../data/fish-corrections.ts';
import { applyCorrections, correctionsById } from './fish-corrections.ts';
import { loadPackageFish } from './fish-source.ts';

const fish = itemExtensionFixture({
  name: 'Dhuum Fish',
  rarity: 'Rare',
  timeOfDay: 'NIGHT',
  bait: 'LEECH',
  fishingHole: ['OFFSHORE'],
  fishingPower: 700,
});
const correct = (set: FishCorrection['set']): FishCorrection => ({
  itemId: 96701,
  name: 'Dhuum Fish',
  set,
  reason: 'test',
});

describe('applyCorrections', () => {
  it('sets the corrected fields and keeps the others', () => {
    const corrected = applyCorrections(fish, [
      correct({ bait: 'ANY' }),
      correct({ timeOfDay: 'ANY', higherChanceTime: 'NIGHT' }),
    ]);
    expect(corrected).toEqual({
      ...fish,
      bait: 'ANY',
      timeOfDay: 'ANY',
      higherChanceTime: 'NIGHT',
    });
  });

  it.each([
    ['changes nothing', [correct({ bait: 'LEECH' })], /changes nothing/],
    [
      'sets a field twice',
      [correct({ bait: 'ANY' }), correct({ bait: 'SARDINE' })],
      /Two corrections/,
    ],
  ])('refuses a correction that %s', (_, corrections, message) => {
    expect(() => applyCorrections(fish, corrections)).toThrow(message);
  });
});

describe('correctionsById', () => {
  const packageFish = loadPackageFish();

  it('refuses a correction naming the wrong fish', () => {
    expect(() =>
      correctionsById([{ ...correct({ bait: 'ANY' }), name: 'Dhuum Fsh' }], packageFish),
    ).toThrow(/names "Dhuum Fsh", not "Dhuum Fish"/);
  });

  it('accepts every written correction', () => {
    const byId = correctionsById(fishCorrections, packageFish);
    expect([...byId.values()].flat()).toHaveLength(fishCorrections.length);
  });
});
