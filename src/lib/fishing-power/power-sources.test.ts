import { describe, expect, it } from 'vitest';
import { fishingPowerOf, sumOfSources, type PowerSources } from './power-sources';
import { EVERY_SOURCE_AT_BEST } from '@/testing/power-sources-fixtures';

describe('sumOfSources', () => {
  it.each<{ sources: PowerSources; sum: number }>([
    { sources: {}, sum: 0 },
    { sources: { rod: 'rod' }, sum: 25 },
    { sources: { tips: 'tips' }, sum: 50 },
    { sources: { bait: 'bait' }, sum: 100 },
    { sources: { bait: 'mackerel', lure: 'amber' }, sum: 250 },
    { sources: { lure: 'wooden' }, sum: 50 },
    { sources: { lure: 'antique' }, sum: 75 },
    { sources: { food: 'sushi-75' }, sum: 75 },
    { sources: { food: 'sushi-125' }, sum: 125 },
    { sources: { food: 'bowl' }, sum: 150 },
    { sources: { fullTank: 'full-tank' }, sum: 100 },
    { sources: { masteries: '3' }, sum: 60 },
    { sources: { masteries: '5' }, sum: 100 },
    { sources: { party: '1' }, sum: 50 },
    { sources: { party: '45' }, sum: 200 },
    { sources: { party: '99' }, sum: 300 },
    { sources: EVERY_SOURCE_AT_BEST, sum: 975 },
  ])('$sources adds up to $sum', ({ sources, sum }) => {
    expect(sumOfSources(sources)).toBe(sum);
  });

  it('counts an option the table does not know as none', () => {
    expect(sumOfSources({ bait: 'worm', lure: 'amber' } as unknown as PowerSources)).toBe(100);
  });
});

describe('fishingPowerOf', () => {
  it.each<{ why: string; power?: number; sources?: PowerSources; result: number | undefined }>([
    { why: 'nothing typed or ticked: no power', result: undefined },
    { why: 'nothing ticked: the typed number', power: 650, sources: {}, result: 650 },
    { why: 'nothing typed: the sum', sources: { bait: 'mackerel', lure: 'amber' }, result: 250 },
    {
      why: 'typed and ticked: the typed number wins',
      power: 650,
      sources: { bait: 'mackerel', lure: 'amber' },
      result: 650,
    },
    { why: 'a typed 0 still wins', power: 0, sources: { rod: 'rod' }, result: 0 },
    { why: 'only the rod ticked', sources: { rod: 'rod' }, result: 25 },
  ])('$why', ({ power, sources, result }) => {
    expect(fishingPowerOf({ power, sources })).toBe(result);
  });
});
