import { describe, expect, it } from 'vitest';
import { formatInstant, NO_INSTANT } from './format-instant';

const march1 = new Date('2026-03-01T00:00:00Z');
const afternoon = Date.UTC(2026, 10, 26, 14, 35);

describe('formatInstant', () => {
  it.each([
    ['en', '1 March 2026'],
    ['de', '1. März 2026'],
    ['fr', '1 mars 2026'],
    ['es', '1 de marzo de 2026'],
  ] as const)('writes a day in %s as %j', (locale, text) => {
    expect(formatInstant(locale, 'day', march1)).toBe(text);
  });

  it("writes English as the pages always did (the formats' own Intl languages)", () => {
    expect(formatInstant('en', 'day', march1)).toBe(
      march1.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(formatInstant('en', 'moment', afternoon)).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(afternoon),
    );
    expect(formatInstant('en', 'clock', afternoon)).toBe(
      new Date(afternoon).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
    );
  });

  it("writes the in-game clocks' times as each language does, UTC before the clock is known", () => {
    expect(formatInstant('en', 'utcTime', afternoon)).toMatch(/^2:35\sPM$/);
    expect(formatInstant('de', 'utcTime', afternoon)).toBe('14:35');
    expect(formatInstant('fr', 'utcTime', Date.UTC(2026, 10, 26, 0, 5))).toBe('00:05');
    expect(formatInstant('de', 'time', afternoon)).toMatch(/^\d\d:35$/);
    expect(formatInstant('en', 'time', afternoon)).toBe(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(afternoon),
    );
  });

  it('writes a clock time in 24 hours in German, whatever the browser', () => {
    expect(formatInstant('de', 'clock', afternoon)).toMatch(/^\d\d:35$/);
    expect(formatInstant('de', 'moment', afternoon)).toMatch(/2026/);
  });

  it.each([
    ['past the last valid date', 8.64e15 + 1],
    ['far in the past', -1e20],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date(Number.NaN)],
  ])('writes a dash for an instant %s, never throwing', (_, instant) => {
    for (const format of ['day', 'moment', 'clock', 'time', 'utcTime'] as const) {
      expect(formatInstant('de', format, instant)).toBe(NO_INSTANT);
    }
  });
});
