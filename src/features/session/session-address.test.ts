import { describe, expect, it } from 'vitest';
import { hostileNumbers } from '@/testing/hostile-instants';
import {
  hasSessionParams,
  parseSession,
  readSessionLink,
  sessionParamsOf,
  withoutSession,
  writeSession,
} from './session-address';
import { DEFAULT_FORM, type SessionAddress } from './session-form';

const START = Date.parse('2026-11-22T19:00:00Z');
const NOW = START - 3_600_000;
/** The player's own session and power: what an unreadable value must leave as it is. */
const MINE: SessionAddress = {
  form: { ...DEFAULT_FORM, minutes: 90, start: START, collections: ['Krytan'], minutesPerFish: 6 },
  startedAt: START,
  restFrom: START + 60_000,
  fishingPower: 650,
};

describe('session-address', () => {
  it.each<[string, string, SessionAddress]>([
    ['the defaults as a plain address', '', { form: DEFAULT_FORM }],
    [
      'every field',
      `minutes=90&start=${START}&in=Krytan%2CSeitung&per-fish=6&power=500&unreachable=1&above-power=1&started=${START}&rest=${START + 60_000}&rest-on=Krytan`,
      {
        form: {
          minutes: 90,
          start: START,
          collections: ['Krytan', 'Seitung'],
          minutesPerFish: 6,
          includeMissing: true,
          includeAbovePower: true,
        },
        fishingPower: 500,
        startedAt: START,
        restFrom: START + 60_000,
        restOn: 'Krytan',
      },
    ],
  ])('writes %s and reads it back', (_, query, session) => {
    const written = writeSession(new URLSearchParams(), session);
    expect(written.toString()).toBe(query);
    expect(parseSession(written, NOW)).toEqual({
      ...session,
      form: { ...DEFAULT_FORM, ...session.form },
    });
  });

  it.each([
    ['minutes=45', { minutes: 60 }],
    ['minutes=abc', { minutes: 60 }],
    ['per-fish=0', { minutesPerFish: 4 }],
    ['per-fish=31', { minutesPerFish: 4 }],
    ['per-fish=2.5', { minutesPerFish: 4 }],
    ['start=-5', { start: undefined }],
    ['in=', { collections: [] }],
    ['unreachable=yes', { includeMissing: false }],
  ])('falls back to the default where %s cannot be read', (query, expected) => {
    expect(parseSession(new URLSearchParams(query), NOW).form).toMatchObject(expected);
  });

  it.each([
    ['minutes=45', 'minutes'],
    ['per-fish=2.5', 'per-fish'],
    ['power=-1', 'power'],
    ['power=2001', 'power'],
    ['power=abc', 'power'],
    ['unreachable=yes', 'unreachable'],
    [`start=${'9'.repeat(30)}`, 'start'],
    [`in=${'a'.repeat(5000)}`, 'in'],
    [`rest-on=${'a'.repeat(101)}`, 'rest-on'],
    ['rest-on=', 'rest-on'],
  ])("a link with %s changes nothing of the player's and lists it", (query, name) => {
    const { session, unreadable } = readSessionLink(new URLSearchParams(query), MINE, NOW);
    expect(unreadable).toEqual([name]);
    // Every other parameter is absent: its default (a link leaves defaults out), the power kept.
    const field = {
      minutes: 'minutes',
      'per-fish': 'minutesPerFish',
      unreachable: 'includeMissing',
      start: 'start',
      in: 'collections',
    }[name];
    if (field)
      expect(session.form).toMatchObject({
        [field]: (MINE.form as unknown as Record<string, unknown>)[field],
      });
    expect(session.fishingPower).toBe(650);
  });

  it.each(hostileNumbers(NOW))('never reads %s as an instant (S1)', (_, instant) => {
    const query = ['start', 'started', 'rest'].map((name) => `${name}=${instant}`).join('&');
    const { session, unreadable } = readSessionLink(new URLSearchParams(query), MINE, NOW);
    expect(unreadable).toEqual(['start', 'started', 'rest']);
    expect(session).toMatchObject({
      form: { start: START },
      startedAt: START,
      restFrom: START + 60_000,
    });
  });

  it('reads a start on another day within a year, and caps the collections', () => {
    const nextWeek = START + 7 * 24 * 3_600_000;
    const many = Array.from({ length: 500 }, (_, index) => `C${index}`).join(',');
    const { session, unreadable } = readSessionLink(
      new URLSearchParams(`start=${nextWeek}&in=${many}`),
      MINE,
      NOW,
    );
    expect(unreadable).toEqual([]);
    expect(session.form.start).toBe(nextWeek);
    expect(session.form.collections).toHaveLength(100);
  });

  it('keeps only its own parameters as written', () => {
    expect(sessionParamsOf(new URLSearchParams('lang=de&power=x&minutes=30'))).toBe(
      'power=x&minutes=30',
    );
  });

  it('keeps other parameters and removes only its own', () => {
    const params = new URLSearchParams('lang=de&minutes=30&power=500');
    expect(hasSessionParams(params)).toBe(true);
    expect(withoutSession(params).toString()).toBe('lang=de');
    expect(hasSessionParams(new URLSearchParams('lang=de'))).toBe(false);
    const written = writeSession(params, { form: { ...DEFAULT_FORM, minutes: 120 } });
    expect(written.toString()).toBe('lang=de&minutes=120');
  });
});
