import { describe, expect, it } from 'vitest';
import { dailyRegionKeys, isNewUtcDay, rotationDailyName } from './rotation';

describe('rotationDailyName', () => {
  it.each([
    ['2026-07-27T00:00:00Z', 'Daily Shiverpeaks Fisher'],
    ['2026-07-27T23:59:59Z', 'Daily Shiverpeaks Fisher'],
    ['2026-07-28T00:00:00Z', 'Daily Desert Fisher'],
    ['2026-07-29T12:00:00Z', 'Daily End of Dragons Fisher'],
    ['2026-08-03T00:00:00Z', 'Daily Maguuma Jungle Fisher'],
    ['2026-08-04T00:00:00Z', 'Daily Shiverpeaks Fisher'],
    ['2026-07-26T23:59:59Z', 'Daily Maguuma Jungle Fisher'],
    ['2026-07-19T08:00:00Z', 'Daily Shiverpeaks Fisher'],
    ['2026-11-22T10:00:00Z', 'Daily Kryta Fisher'], // 118 days after the anchor: 118 mod 8 = 6
  ])('at %s is %s', (instant, name) => {
    expect(rotationDailyName(new Date(instant))).toBe(name);
  });
});

describe('dailyRegionKeys', () => {
  const regions = [
    { key: 'Krytan', dailyAchievementNames: ['Daily Kryta Fisher'] },
    { key: 'SeitungProvince', dailyAchievementNames: ['Daily End of Dragons Fisher'] },
    { key: 'Kaineng', dailyAchievementNames: ['Daily End of Dragons Fisher'] },
    { key: 'Janthir', dailyAchievementNames: [] },
  ];
  it.each([
    [['Daily Kryta Fisher'], ['Krytan']],
    [['Daily End of Dragons Fisher'], ['SeitungProvince', 'Kaineng']],
    [['Daily Heart of Maguuma Fisher'], []],
    [[], []],
  ])('%j → %j', (names, keys) => {
    expect(dailyRegionKeys(names, regions)).toEqual(keys);
  });
});

describe('isNewUtcDay', () => {
  it.each([
    ['2026-11-21T23:59:59Z', '2026-11-22T00:00:00Z', true],
    ['2026-11-22T00:00:00Z', '2026-11-22T23:59:59Z', false],
    ['2026-11-22T10:00:00Z', '2026-11-24T10:00:00Z', true],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(isNewUtcDay(new Date(a), new Date(b))).toBe(expected);
  });
});
