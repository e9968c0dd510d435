import { describe, expect, it } from 'vitest';
import {
  getPhase,
  getPhaseTypeAtHour,
  getPhaseTypeBySpecConversion,
  getUpcomingPhases,
  isPhaseInstant,
  PHASE_INSTANT_LIMIT_MS,
  type ClockRegion,
  type PhaseType,
} from './phases';
import { getTyrianTime } from './tyrian-clock';

const DAY = '2026-11-22';
const at = (utc: string) => new Date(`${DAY}T${utc}Z`);
const iso = (date: Date) => date.toISOString();
const PREV_DAY = '2026-11-21T';

/** Every boundary of one 2-hour cycle, at the boundary and one second before, plus the wrap. */
const cycle: [utc: string, ClockRegion, PhaseType, start: string, end: string][] = [
  ['00:00:00', 'TYRIA', 'NIGHT', `${PREV_DAY}23:45:00`, '00:25:00'],
  ['00:24:59', 'TYRIA', 'NIGHT', `${PREV_DAY}23:45:00`, '00:25:00'],
  ['00:25:00', 'TYRIA', 'DAWN', '00:25:00', '00:30:00'],
  ['00:29:59', 'TYRIA', 'DAWN', '00:25:00', '00:30:00'],
  ['00:30:00', 'TYRIA', 'DAY', '00:30:00', '01:40:00'],
  ['01:39:59', 'TYRIA', 'DAY', '00:30:00', '01:40:00'],
  ['01:40:00', 'TYRIA', 'DUSK', '01:40:00', '01:45:00'],
  ['01:44:59', 'TYRIA', 'DUSK', '01:40:00', '01:45:00'],
  ['01:45:00', 'TYRIA', 'NIGHT', '01:45:00', '02:25:00'],
  ['01:59:59', 'TYRIA', 'NIGHT', '01:45:00', '02:25:00'],
  ['02:00:00', 'TYRIA', 'NIGHT', '01:45:00', '02:25:00'],
  ['02:24:59', 'TYRIA', 'NIGHT', '01:45:00', '02:25:00'],
  ['00:00:00', 'CANTHA', 'NIGHT', `${PREV_DAY}23:40:00`, '00:35:00'],
  ['00:34:59', 'CANTHA', 'NIGHT', `${PREV_DAY}23:40:00`, '00:35:00'],
  ['00:35:00', 'CANTHA', 'DAWN', '00:35:00', '00:40:00'],
  ['00:39:59', 'CANTHA', 'DAWN', '00:35:00', '00:40:00'],
  ['00:40:00', 'CANTHA', 'DAY', '00:40:00', '01:35:00'],
  ['01:34:59', 'CANTHA', 'DAY', '00:40:00', '01:35:00'],
  ['01:35:00', 'CANTHA', 'DUSK', '01:35:00', '01:40:00'],
  ['01:39:59', 'CANTHA', 'DUSK', '01:35:00', '01:40:00'],
  ['01:40:00', 'CANTHA', 'NIGHT', '01:40:00', '02:35:00'],
  ['01:59:59', 'CANTHA', 'NIGHT', '01:40:00', '02:35:00'],
  ['02:00:00', 'CANTHA', 'NIGHT', '01:40:00', '02:35:00'],
  ['02:34:59', 'CANTHA', 'NIGHT', '01:40:00', '02:35:00'],
];

const full = (time: string) => (time.startsWith(PREV_DAY) ? `${time}.000Z` : iso(at(time)));

describe('getPhase', () => {
  it.each(cycle)('at %s UTC %s is in %s', (utc, clock, type, start, end) => {
    const phase = getPhase(at(utc), clock);
    expect(phase.type).toBe(type);
    expect(iso(phase.start)).toBe(full(start));
    expect(iso(phase.end)).toBe(full(end));
  });

  it.each([
    ['00:27:00', 'TYRIA', 1, 5],
    ['01:00:00', 'TYRIA', 14, 70],
    ['01:42:00', 'TYRIA', 1, 5],
    ['01:50:00', 'TYRIA', 8, 40],
    ['00:37:00', 'CANTHA', 1, 5],
    ['01:00:00', 'CANTHA', 11, 55],
    ['01:37:00', 'CANTHA', 1, 5],
    ['01:50:00', 'CANTHA', 11, 55],
  ] as const)('at %s UTC %s lasts %i Tyrian hours, %i real minutes', (utc, clock, h, min) => {
    const phase = getPhase(at(utc), clock);
    expect(phase.tyrianHours).toBe(h);
    expect(phase.durationMinutes).toBe(min);
    expect(phase.end.getTime() - phase.start.getTime()).toBe(min * 60_000);
  });

  it('agrees with the segment tables at every Tyrian hour of a cycle', () => {
    for (const locale of ['TYRIA', 'CANTHA'] as const) {
      for (let minutes = 0; minutes < 120; minutes += 5) {
        const instant = new Date(at('14:00:00').getTime() + minutes * 60_000);
        const { hour } = getTyrianTime(instant);
        expect(getPhase(instant, locale).type, `${locale} ${hour}:00`).toBe(
          getPhaseTypeAtHour(hour, locale),
        );
      }
    }
  });
});

describe('getUpcomingPhases', () => {
  it.each([
    [
      '01:59:59',
      'TYRIA',
      [
        ['DAWN', '02:25:00'],
        ['DAY', '02:30:00'],
        ['DUSK', '03:40:00'],
        ['NIGHT', '03:45:00'],
        ['DAWN', '04:25:00'],
      ],
    ],
    ['02:00:00', 'TYRIA', [['DAWN', '02:25:00']]],
    [
      '00:30:00',
      'TYRIA',
      [
        ['DUSK', '01:40:00'],
        ['NIGHT', '01:45:00'],
      ],
    ],
    [
      '01:39:59',
      'CANTHA',
      [
        ['NIGHT', '01:40:00'],
        ['DAWN', '02:35:00'],
        ['DAY', '02:40:00'],
      ],
    ],
    ['23:59:59', 'CANTHA', [['DAWN', '2026-11-23T00:35:00']]],
  ] as const)('from %s UTC lists the next %s changes', (utc, clock, expected) => {
    const phases = getUpcomingPhases(at(utc), clock, expected.length);
    expect(phases.map((phase) => [phase.type, iso(phase.start)])).toEqual(
      expected.map(([type, start]) => [
        type,
        start.includes('T') ? `${start}.000Z` : iso(at(start)),
      ]),
    );
  });

  it('chains each phase onto the previous one', () => {
    const phases = getUpcomingPhases(at('00:00:00'), 'CANTHA', 9);
    phases.slice(1).forEach((phase, i) => {
      expect(phase.start).toEqual(phases[i]?.end);
    });
  });

  it('returns nothing for a count of zero', () => {
    expect(getUpcomingPhases(at('00:00:00'), 'TYRIA', 0)).toEqual([]);
  });
});

describe('phase at a Tyrian hour', () => {
  it.each([
    [0, 'TYRIA', 'NIGHT'],
    [4, 'TYRIA', 'NIGHT'],
    [5, 'TYRIA', 'DAWN'],
    [6, 'TYRIA', 'DAY'],
    [19, 'TYRIA', 'DAY'],
    [20, 'TYRIA', 'DUSK'],
    [21, 'TYRIA', 'NIGHT'],
    [23, 'TYRIA', 'NIGHT'],
    [0, 'CANTHA', 'NIGHT'],
    [6, 'CANTHA', 'NIGHT'],
    [7, 'CANTHA', 'DAWN'],
    [8, 'CANTHA', 'DAY'],
    [18, 'CANTHA', 'DAY'],
    [19, 'CANTHA', 'DUSK'],
    [20, 'CANTHA', 'NIGHT'],
    [23, 'CANTHA', 'NIGHT'],
  ] as const)('hour %i in %s is %s', (hour, clock, type) => {
    expect(getPhaseTypeAtHour(hour, clock)).toBe(type);
    expect(getPhaseTypeBySpecConversion(hour, clock)).toBe(type);
  });

  it.each(['TYRIA', 'CANTHA'] as const)(
    "the spec's conversion agrees with the %s segment table for every hour",
    (clock) => {
      const hours = Array.from({ length: 24 }, (_, hour) => hour);
      expect(hours.map((hour) => getPhaseTypeBySpecConversion(hour, clock))).toEqual(
        hours.map((hour) => getPhaseTypeAtHour(hour, clock)),
      );
    },
  );
});

describe('hostile instants (issue 57, S1)', () => {
  const HOUR = 3_600_000;
  it.each([
    ['the last valid date', 8.64e15],
    ['an hour before the last valid date', 8.64e15 - HOUR],
    ['the first valid date', -8.64e15],
    ['-1e20', -1e20],
    ['1e20', 1e20],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('%s is refused at once, never walked for ever', (_, instant) => {
    expect(isPhaseInstant(instant)).toBe(false);
    for (const locale of ['TYRIA', 'CANTHA'] as const) {
      expect(() => getPhase(instant, locale)).toThrow(RangeError);
      expect(() => getUpcomingPhases(instant, locale, 3)).toThrow(RangeError);
    }
    expect(() => getPhase(new Date(instant), 'TYRIA')).toThrow(RangeError);
  });

  it.each([
    ['the latest instant answered', PHASE_INSTANT_LIMIT_MS],
    ['the earliest instant answered', -PHASE_INSTANT_LIMIT_MS],
    ['a year from the epoch', 365 * 24 * HOUR],
  ])('%s has a phase on valid dates', (_, instant) => {
    expect(isPhaseInstant(instant)).toBe(true);
    for (const locale of ['TYRIA', 'CANTHA'] as const) {
      const phase = getPhase(instant, locale);
      expect(phase.start.getTime()).toBeLessThanOrEqual(instant);
      expect(phase.end.getTime()).toBeGreaterThan(instant);
    }
  });

  it('gives fewer upcoming phases near the last valid date instead of invalid ones', () => {
    const phases = getUpcomingPhases(PHASE_INSTANT_LIMIT_MS, 'TYRIA', 50);
    expect(phases.length).toBeGreaterThan(0);
    expect(phases.length).toBeLessThan(50);
    for (const phase of phases) expect(Number.isNaN(phase.end.getTime())).toBe(false);
  });
});
