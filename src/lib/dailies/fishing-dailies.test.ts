import { describe, expect, it } from 'vitest';
import { fishingDailyNames, isFishingDailyName, utcDay } from './fishing-dailies';

describe('isFishingDailyName', () => {
  it.each([
    ['Daily Kryta Fisher', true],
    ['Daily End of Dragons Fisher', true],
    ['Daily Kryta Fisher ', true],
    ['Krytan Fisher', false],
    ['Daily Fishing', false],
    ['Daily Master Fisherman', false],
    ['Dailyish Fisher', false],
  ])('%s → %s', (name, expected) => {
    expect(isFishingDailyName(name)).toBe(expected);
  });
});

describe('fishingDailyNames', () => {
  it('keeps fishing dailies in order without duplicates or unknown ids', () => {
    expect(
      fishingDailyNames([
        { name: 'Daily Orr Fisher' },
        undefined,
        { name: 'Daily Gatherer' },
        { name: 'Daily Kryta Fisher' },
        { name: 'Daily Orr Fisher' },
      ]),
    ).toEqual(['Daily Orr Fisher', 'Daily Kryta Fisher']);
  });
});

describe('utcDay', () => {
  it.each([
    ['2026-11-21T23:59:59Z', '2026-11-21'],
    ['2026-11-22T00:00:00Z', '2026-11-22'],
    ['2026-11-22T01:00:00+02:00', '2026-11-21'],
  ])('%s is on %s', (instant, expected) => {
    expect(utcDay(new Date(instant))).toBe(expected);
  });
});
