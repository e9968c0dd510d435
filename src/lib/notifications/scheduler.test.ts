import { describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import type { TimeOfDay } from '@/lib/time/time-of-day';
import { cardStatus, cardWindows, dueCards, nextCardStart, phaseChangeText } from './scheduler';
import type { TimeNotification } from './types';

const at = (iso: string) => new Date(`${iso}Z`).getTime();
const SECOND = 1000;

function notification(overrides: Partial<TimeNotification>): TimeNotification {
  return {
    id: 'n1',
    timesOfDay: ['NIGHT'],
    inCantha: false,
    regions: ['Krytan'],
    autoDismiss: true,
    ...overrides,
  };
}

type Case = [
  label: string,
  inCantha: boolean,
  times: TimeOfDay[],
  minutesAhead: number | undefined,
  phaseStart: string,
  cardStart: string,
  cardEnd: string,
];

// Tyria (real minutes of each 2-hour cycle): dawn :25, day :30, dusk 1:40, night 1:45.
// Cantha: dawn :35, day :40, dusk 1:35, night 1:40. A card lasts 5 × the phase's Tyrian hours.
const cases: Case[] = [
  [
    'Tyria night, 5 ahead',
    false,
    ['NIGHT'],
    5,
    '2026-11-22T01:45',
    '2026-11-22T01:40',
    '2026-11-22T02:20',
  ],
  [
    'Tyria night, 0 ahead',
    false,
    ['NIGHT'],
    0,
    '2026-11-22T01:45',
    '2026-11-22T01:45',
    '2026-11-22T02:25',
  ],
  [
    'Tyria night, blank',
    false,
    ['NIGHT'],
    undefined,
    '2026-11-22T01:45',
    '2026-11-22T01:45',
    '2026-11-22T02:25',
  ],
  [
    'Tyria night, 59 ahead',
    false,
    ['NIGHT'],
    59,
    '2026-11-22T01:45',
    '2026-11-22T00:46',
    '2026-11-22T01:26',
  ],
  [
    'Tyria day, 0 ahead',
    false,
    ['DAY'],
    0,
    '2026-11-22T00:30',
    '2026-11-22T00:30',
    '2026-11-22T01:40',
  ],
  [
    'Tyria day, 59 ahead',
    false,
    ['DAY'],
    59,
    '2026-11-22T00:30',
    '2026-11-21T23:31',
    '2026-11-22T00:41',
  ],
  [
    'Tyria dawn, blank',
    false,
    ['TWILIGHT'],
    undefined,
    '2026-11-22T00:25',
    '2026-11-22T00:25',
    '2026-11-22T00:30',
  ],
  [
    'Tyria dusk, 59 ahead',
    false,
    ['TWILIGHT'],
    59,
    '2026-11-22T01:40',
    '2026-11-22T00:41',
    '2026-11-22T00:46',
  ],
  [
    'Cantha night, 5 ahead',
    true,
    ['NIGHT'],
    5,
    '2026-11-22T01:40',
    '2026-11-22T01:35',
    '2026-11-22T02:30',
  ],
  [
    'Cantha night, blank',
    true,
    ['NIGHT'],
    undefined,
    '2026-11-22T01:40',
    '2026-11-22T01:40',
    '2026-11-22T02:35',
  ],
  [
    'Cantha day, 0 ahead',
    true,
    ['DAY'],
    0,
    '2026-11-22T00:40',
    '2026-11-22T00:40',
    '2026-11-22T01:35',
  ],
  [
    'Cantha day, 59 ahead',
    true,
    ['DAY'],
    59,
    '2026-11-22T00:40',
    '2026-11-21T23:41',
    '2026-11-22T00:36',
  ],
  [
    'Cantha dawn, 0 ahead',
    true,
    ['TWILIGHT'],
    0,
    '2026-11-22T00:35',
    '2026-11-22T00:35',
    '2026-11-22T00:40',
  ],
  [
    'Cantha dusk, 59 ahead',
    true,
    ['TWILIGHT'],
    59,
    '2026-11-22T01:35',
    '2026-11-22T00:36',
    '2026-11-22T00:41',
  ],
];

describe('dueCards around phase boundaries', () => {
  const cardFor = (n: TimeNotification, now: number, phaseStart: string) =>
    dueCards([n], now).find((card) => card.phaseStart === at(phaseStart));

  it.each(cases)('%s', (_label, inCantha, timesOfDay, minutesAhead, phaseStart, start, end) => {
    const n = notification({ inCantha, timesOfDay, minutesAhead });
    expect(cardFor(n, at(start) - SECOND, phaseStart), 'one second before').toBeUndefined();
    expect(cardFor(n, at(start), phaseStart)).toMatchObject({
      start: at(start),
      end: at(end),
      clock: inCantha ? 'CANTHA' : 'TYRIA',
      regions: ['Krytan'],
      autoDismiss: true,
    });
    expect(cardFor(n, at(end) - SECOND, phaseStart), 'last second').toBeDefined();
    expect(cardFor(n, at(end), phaseStart), 'at the end').toBeUndefined();
  });

  it('raises one card per phase occurrence, dawn and dusk for twilight', () => {
    const n = notification({ timesOfDay: ['TWILIGHT', 'NIGHT'], minutesAhead: 0 });
    const windows = cardWindows(n, at('2026-11-22T00:00'));
    expect(windows.slice(0, 4).map((card) => [card.phase, card.start])).toEqual([
      ['NIGHT', at('2026-11-21T23:45')],
      ['DAWN', at('2026-11-22T00:25')],
      ['DUSK', at('2026-11-22T01:40')],
      ['NIGHT', at('2026-11-22T01:45')],
    ]);
    expect(new Set(windows.map((card) => card.key)).size).toBe(windows.length);
  });

  it('keeps a card that started in the previous cycle while it lasts', () => {
    const n = notification({ minutesAhead: 0 });
    expect(dueCards([n], at('2026-11-22T00:20')).map((card) => card.phaseStart)).toEqual([
      at('2026-11-21T23:45'),
    ]);
  });
});

describe('nextCardStart', () => {
  it.each([
    ['before a 5-minute heads-up', '2026-11-22T01:00', 5, '2026-11-22T01:40'],
    ['at the start it looks to the next cycle', '2026-11-22T01:40', 5, '2026-11-22T03:40'],
    ['blank counts as 0', '2026-11-22T01:00', undefined, '2026-11-22T01:45'],
  ])('%s', (_label, now, minutesAhead, expected) => {
    expect(nextCardStart([notification({ minutesAhead })], at(now))).toBe(at(expected));
  });

  it('is undefined without notifications', () => {
    expect(nextCardStart([], at('2026-11-22T01:00'))).toBeUndefined();
  });
});

describe('cardStatus', () => {
  it.each([
    [999, 'inactive'],
    [1000, 'active'],
    [1999, 'active'],
    [2000, 'deactivated'],
  ])('at %i ms is %s', (now, expected) => {
    expect(cardStatus({ start: 1000, end: 2000 }, now)).toBe(expected);
  });

  it('stays active without an end', () => {
    expect(cardStatus({ start: 1000 }, 10 ** 12)).toBe('active');
  });
});

describe('phaseChangeText', () => {
  const night = {
    phase: 'NIGHT' as const,
    clock: 'TYRIA' as const,
    phaseStart: at('2026-11-22T01:45'),
  };
  it.each([
    ['2026-11-22T01:40', 'Night in Tyria begins in 5 min'],
    ['2026-11-22T01:42:30', 'Night in Tyria begins in 3 min'],
    ['2026-11-22T01:44:59', 'Night in Tyria begins in 1 min'],
    ['2026-11-22T01:45', 'Night in Tyria has begun'],
    ['2026-11-22T01:45:59', 'Night in Tyria has begun'],
    ['2026-11-22T01:46', 'Night in Tyria began 1 min ago'],
    ['2026-11-22T01:48:10', 'Night in Tyria began 3 min ago'],
    ['2026-11-22T01:54', 'Night in Tyria began 9 min ago'],
  ])('at %s reads "%s"', (now, expected) => {
    expect(phaseChangeText(night, at(now), sourceI18n)).toBe(expected);
  });

  it('names Cantha for Canthan cards', () => {
    const dawn = { ...night, phase: 'DAWN' as const, clock: 'CANTHA' as const };
    expect(phaseChangeText(dawn, night.phaseStart, sourceI18n)).toBe('Dawn in Cantha has begun');
  });
});
