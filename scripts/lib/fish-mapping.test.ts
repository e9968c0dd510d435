import { describe, expect, it } from 'vitest';
import {
  BAIT_LABELS,
  FISHING_HOLE_LABELS,
  FISHING_HOLES,
  TIME_OF_DAY_LABELS,
} from '../../src/lib/catalog/catalog-enums.ts';
import { loadPackageFish } from './fish-source.ts';
import { mapBait, mapHole, mapRarity, mapTimeOfDay } from './fish-mapping.ts';

const fish = loadPackageFish();
const distinct = <T>(values: T[]) => [...new Set(values)].map((value) => [value] as const);
const byName = (name: string) => fish.find((entry) => entry.name === name);

describe('fish mapping', () => {
  it.each(distinct(fish.flatMap((entry) => entry.fishingHole)))('maps the hole %s', (value) => {
    expect(FISHING_HOLES).toContain(mapHole(value));
  });

  it.each(distinct(fish.map((entry) => entry.favoredBait)))('maps the bait %s', (value) => {
    expect(BAIT_LABELS[mapBait(value)]).toBeTruthy();
  });

  it.each(distinct(fish.map((entry) => entry.timeOfDay.join('+'))))('maps the time %s', (value) => {
    expect(TIME_OF_DAY_LABELS[mapTimeOfDay(value.split('+'))]).toBeTruthy();
  });

  it.each([
    ['Lake Fish', 'LAKE'],
    ['Fractured Lake Fish', 'FRAC_LAKE'],
    ['Lowland Brackish Fish', 'LOWL_BRACKISH'],
    ['Freshwater Janthir Fish', 'SYN_FRESHWATER'],
    ['None', 'NONE'],
    ['Saltwater Tropical Fish|Saltwater', 'TROPICAL_SALTWATER'],
  ])('maps %s onto %s (DESIGN.md)', (value, expected) => {
    expect(mapHole(value)).toBe(expected);
  });

  it('labels every hole, and open water as "Open Water"', () => {
    for (const hole of FISHING_HOLES) expect(FISHING_HOLE_LABELS[hole]).toBeTruthy();
    expect(FISHING_HOLE_LABELS.NONE).toBe('Open Water');
  });

  it.each([
    [['Dusk', 'Dawn'], 'TWILIGHT'],
    [['Any'], 'ANY'],
    [['Night'], 'NIGHT'],
  ])('maps times %j onto %s', (values, expected) => {
    expect(mapTimeOfDay(values)).toBe(expected);
  });

  it('rejects times that are not one value', () => {
    expect(() => mapTimeOfDay(['Day', 'Night'])).toThrow('does not map onto one value');
  });

  it.each([
    ['Red Herring', 'Junk'],
    ['Goldfish', 'Junk'],
    ['Silverfish', 'Junk'],
    ['Krytan Crawfish', 'Basic'],
    ['Old Whiskers', 'Legendary'],
  ])('gives %s the rarity %s', (name, rarity) => {
    expect(mapRarity(byName(name)?.rarity ?? -1)).toBe(rarity);
  });

  it('uses each of the eight rarities', () => {
    expect(new Set(fish.map((entry) => mapRarity(entry.rarity))).size).toBe(8);
    expect(() => mapRarity(8)).toThrow('Unknown rarity');
  });
});
