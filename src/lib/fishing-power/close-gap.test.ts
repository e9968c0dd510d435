import { describe, expect, it } from 'vitest';
import { cheapestWayToClose } from './close-gap';
import type { PowerSources } from './power-sources';
import { EVERY_SOURCE_AT_BEST } from '@/testing/power-sources-fixtures';

describe('cheapestWayToClose', () => {
  it.each<{ why: string; gap: number; sources: PowerSources; steps: string[] | undefined }>([
    { why: 'no gap: nothing to change', gap: 0, sources: {}, steps: [] },
    { why: 'a negative gap: nothing to change', gap: -50, sources: {}, steps: [] },
    {
      why: 'two items at hand before a party of 99 fish',
      gap: 250,
      sources: {},
      steps: ['bait +100', 'food sushi-150 +150'],
    },
    {
      why: 'after Mackerel and an Amber lure, what is left',
      gap: 200,
      sources: { bait: 'mackerel', lure: 'amber' },
      steps: ['tips +50', 'food sushi-150 +150'],
    },
    {
      why: 'equal ways: the first in the table',
      gap: 50,
      sources: { bait: 'bait' },
      steps: ['tips +50'],
    },
    {
      why: 'Mackerel in place of bait adds its difference',
      gap: 50,
      sources: { bait: 'bait', tips: 'tips', rod: 'rod' },
      steps: ['bait mackerel +50'],
    },
    {
      why: 'the least power beyond the gap at equal effort',
      gap: 120,
      sources: {},
      steps: ['food sushi-125 +125'],
    },
    {
      why: 'at equal effort, fewer changes: Mackerel and a sushi before three items or the party',
      gap: 300,
      sources: {},
      steps: ['bait mackerel +150', 'food sushi-150 +150'],
    },
    {
      why: 'masteries cost more than an item',
      gap: 40,
      sources: { masteries: '3' },
      steps: ['tips +50'],
    },
    {
      why: 'only masteries left: the fewest that close it',
      gap: 30,
      sources: { ...EVERY_SOURCE_AT_BEST, masteries: '2' },
      steps: ['masteries 4 +40'],
    },
    { why: 'everything listed is not enough', gap: 976, sources: {}, steps: undefined },
    {
      why: 'everything chosen: nothing left',
      gap: 1,
      sources: EVERY_SOURCE_AT_BEST,
      steps: undefined,
    },
  ])('$why', ({ gap, sources, steps }) => {
    const way = cheapestWayToClose(gap, sources);
    const words = way?.steps.map(({ group, option, gain }) =>
      group === option ? `${group} +${gain}` : `${group} ${option} +${gain}`,
    );
    expect(words).toEqual(steps);
    if (way) expect(way.gain).toBe(way.steps.reduce((sum, step) => sum + step.gain, 0));
  });

  it('reaches the sum of every source from nothing', () => {
    expect(cheapestWayToClose(975, {})?.steps).toHaveLength(8);
  });
});
