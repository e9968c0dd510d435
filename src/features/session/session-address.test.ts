import { describe, expect, it } from 'vitest';
import { hasSessionParams, parseSession, withoutSession, writeSession } from './session-address';
import { DEFAULT_FORM, type SessionAddress } from './session-form';

const START = Date.parse('2026-11-22T19:00:00Z');

describe('session-address', () => {
  it.each<[string, string, SessionAddress]>([
    ['the defaults as a plain address', '', { form: DEFAULT_FORM }],
    [
      'every field',
      `minutes=90&start=${START}&in=Krytan%2CSeitung&per-fish=6&power=500&unreachable=1&above-power=1&started=${START}&rest=${START + 60_000}`,
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
      },
    ],
  ])('writes %s and reads it back', (_, query, session) => {
    const written = writeSession(new URLSearchParams(), session);
    expect(written.toString()).toBe(query);
    expect(parseSession(written)).toEqual({
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
    expect(parseSession(new URLSearchParams(query)).form).toMatchObject(expected);
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
