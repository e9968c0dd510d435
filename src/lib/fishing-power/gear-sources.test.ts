import { describe, expect, it } from 'vitest';
import { sourcesFromGear, type GearPiece } from './gear-sources';

const rod: GearPiece = { slot: 'FishingRod', englishName: 'Some Fishing Rod' };
const bait = (englishName?: string): GearPiece => ({ slot: 'FishingBait', englishName });
const lure = (englishName?: string): GearPiece => ({ slot: 'FishingLure', englishName });

describe('sourcesFromGear', () => {
  it.each<{ why: string; gear: GearPiece[]; sources: object; unknown: GearPiece[] }>([
    { why: 'nothing equipped', gear: [], sources: {}, unknown: [] },
    {
      why: 'any rod, named or not',
      gear: [{ slot: 'FishingRod' }],
      sources: { rod: 'rod' },
      unknown: [],
    },
    { why: 'a bait', gear: [bait('Ramshorn Snail')], sources: { bait: 'bait' }, unknown: [] },
    { why: 'Mackerel', gear: [bait('Mackerel')], sources: { bait: 'mackerel' }, unknown: [] },
    { why: 'a Wooden lure', gear: [lure('Wooden Lure')], sources: { lure: 'wooden' }, unknown: [] },
    {
      why: 'an Antique lure',
      gear: [lure('Antique Lure')],
      sources: { lure: 'antique' },
      unknown: [],
    },
    { why: 'an Amber lure', gear: [lure('amber lure')], sources: { lure: 'amber' }, unknown: [] },
    {
      why: 'a Jade lure: unknown',
      gear: [lure('Jade Lure')],
      sources: {},
      unknown: [lure('Jade Lure')],
    },
    { why: 'a lure without a name: unknown', gear: [lure()], sources: {}, unknown: [lure()] },
    { why: 'a bait without a name: unknown', gear: [bait()], sources: {}, unknown: [bait()] },
    {
      why: 'rod, Amber lure and Mackerel',
      gear: [rod, lure('Amber Lure'), bait('Mackerel')],
      sources: { rod: 'rod', lure: 'amber', bait: 'mackerel' },
      unknown: [],
    },
  ])('$why', ({ gear, sources, unknown }) => {
    expect(sourcesFromGear(gear)).toEqual({ sources, unknown });
  });
});
