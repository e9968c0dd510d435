import { describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { formatBriefDuration, formatDuration } from './duration';
import { formatMinutes } from './format-minutes';

const s = 1000;
const m = 60 * s;
const h = 60 * m;

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [-5 * s, '0 s'],
    [999, '1 s'],
    [1 * s, '1 s'],
    [1 * s + 1, '2 s'],
    [59 * s, '59 s'],
    [1 * m, '1 m 00 s'],
    [12 * m + 57 * s, '12 m 57 s'],
    [h - s, '59 m 59 s'],
    [h, '1 h 00 m'],
    [66 * m + 20 * s, '1 h 06 m'],
    [70 * m, '1 h 10 m'],
    [2 * h + 5 * m + 59 * s, '2 h 05 m'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
    expect(formatDuration(ms, 'en')).toBe(text);
  });

  it.each<[number, 'de' | 'fr' | 'es', string]>([
    [45 * s, 'de', '45 Sek.'],
    [12 * m + 7 * s, 'de', '12 Min. 07 Sek.'],
    [66 * m + 20 * s, 'de', '1 Std. 06 Min.'],
    [0, 'fr', '0 s'],
    [12 * m + 57 * s, 'fr', '12 min 57 s'],
    [2 * h + 5 * m, 'fr', '2 h 05 min'],
    [59 * s, 'es', '59 s'],
    [1 * m, 'es', '1 min 00 s'],
    [h, 'es', '1 h 00 min'],
  ])('formats %i ms in %s as %s, with the language’s own units', (ms, locale, text) => {
    expect(formatDuration(ms, locale).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('formatBriefDuration (a narrow screen’s clock line, issue 60)', () => {
  it.each<[number, 'en' | 'de' | 'fr' | 'es', string]>([
    [0, 'en', '0 s'],
    [-5 * s, 'en', '0 s'],
    [999, 'en', '1 s'],
    [59 * s, 'en', '59 s'],
    [59 * s + 1, 'en', '1 m'],
    [1 * m, 'en', '1 m'],
    [21 * m + 49 * s, 'en', '21 m'],
    [h - s, 'en', '59 m'],
    [66 * m + 20 * s, 'en', '66 m'],
    [21 * m + 49 * s, 'de', '21 Min.'],
    [66 * m + 20 * s, 'de', '66 Min.'],
    [45 * s, 'de', '45 Sek.'],
    [21 * m + 49 * s, 'fr', '21 min'],
    [45 * s, 'fr', '45 s'],
    [21 * m + 49 * s, 'es', '21 min'],
  ])('writes %i ms in %s as %s: whole minutes, seconds in the last one', (ms, locale, text) => {
    expect(formatBriefDuration(ms, locale).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, 'less than a minute'],
    [29 * s, 'less than a minute'],
    [30 * s, '1 min'],
    [2 * m + 40 * s, '3 min'],
    [-3 * m, '3 min'],
    [59 * m, '59 min'],
    [66 * m + 20 * s, '1 h 06 min'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatMinutes(ms, sourceI18n)).toBe(text);
  });
});
