import { describe, expect, it } from 'vitest';
import { parseHintTime, parseHoleText, sourceFacts } from './source-facts.ts';

describe('parseHintTime (the game hint text)', () => {
  it.each([
    ['Any', 'ANY', null],
    ['Daytime', 'DAY', null],
    ['Nighttime', 'NIGHT', null],
    ['Dusk/Dawn', 'TWILIGHT', null],
    ['Any, Night (Higher Chance)', 'ANY', 'NIGHT'],
    ['Any, Daytime (Higher Chance)', 'ANY', 'DAY'],
    ['Night (Higher Chance)', 'ANY', 'NIGHT'],
    ['Dusk/Dawn, Day (Higher Chance)', 'TWILIGHT', 'DAY'],
    ['Any (Low Chance), Dusk/Dawn', 'ANY', 'TWILIGHT'],
  ])('reads "%s" as %s, more often %s', (text, time, higherChanceTime) => {
    expect(parseHintTime(text)).toEqual({ time, higherChanceTime });
  });

  it('refuses words it does not know', () => {
    expect(() => parseHintTime('Midnight')).toThrow(/Unknown hint time/);
  });
});

describe('parseHoleText', () => {
  it.each([
    ['None, Open Water', ['NONE'], []],
    ['Any, Open Water', ['ANY', 'NONE'], []],
    ['Any +OpenWater', ['ANY', 'NONE'], []],
    ['Desert Fish +OpenWater', ['DESERT', 'NONE'], []],
    ['Offshore fish', ['OFFSHORE'], []],
    ['Astral Fish, Spire Fish', ['ASTRAL', 'SPIRE'], []],
    ['Any, Open Water (Higher Chance)', ['ANY', 'NONE'], ['NONE']],
    ['Any, Open Water, Dream Fish (Higher Chance)', ['ANY', 'DREAM', 'NONE'], ['DREAM']],
    ['Any, Open Water, Spire Fish (Commonly Spotted)', ['ANY', 'NONE', 'SPIRE'], ['SPIRE']],
    ['Freshwater / Brackish Water', ['BRACKISH', 'FRESHWATER'], []],
    ['Bloodstone-Infused Pond Fish', ['BLOODSTONE_POND'], []],
  ])('reads "%s"', (text, holes, higherChanceHoles) => {
    expect(parseHoleText(text)).toEqual({ holes, higherChanceHoles });
  });
});

describe('sourceFacts', () => {
  it('reads O: slashed holes without its RareFish and DeepFishingHole tags, two fishing powers', () => {
    expect(
      sourceFacts('O', {
        time: 'ANY',
        higherChance: 'NIGHT',
        bait: 'ANY',
        hole: 'LakeFish/DeepFishingHole/RareFish',
        fishingPower: '550, 500',
      }),
    ).toEqual({
      time: 'ANY',
      higherChanceTime: 'NIGHT',
      bait: 'ANY',
      holes: ['LAKE'],
      fishingPower: [550, 500],
    });
  });

  it('reads H without holes (blank or not) and with the low end of a power range', () => {
    expect(
      sourceFacts('H', {
        time: 'DAY',
        bait: 'LEECH',
        hole: 'Desert Fish',
        fishingPower: '300-450',
      }),
    ).toEqual({ time: 'DAY', bait: 'LEECH', fishingPower: [300] });
  });

  it('gives E no higher-chance time (it has none to give)', () => {
    const facts = sourceFacts('E', { time: 'ANY', bait: 'ANY', hole: 'Dream Fish +OpenWater' });
    expect(facts).toEqual({ time: 'ANY', bait: 'ANY', holes: ['DREAM', 'NONE'] });
  });

  it('refuses an unknown bait', () => {
    expect(() => sourceFacts('T', { bait: 'WORM' })).toThrow(/Unknown bait/);
  });
});
