import { describe, expect, it } from 'vitest';
import { utcDay } from './fishing-dailies';

describe('utcDay', () => {
  it.each([
    ['2026-11-21T23:59:59Z', '2026-11-21'],
    ['2026-11-22T00:00:00Z', '2026-11-22'],
    ['2026-11-22T01:00:00+02:00', '2026-11-21'],
  ])('%s is on %s', (instant, expected) => {
    expect(utcDay(new Date(instant))).toBe(expected);
  });
});
