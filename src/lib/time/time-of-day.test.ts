import { describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { timeOfDayWord } from './time-of-day-words';
import { TIME_OF_DAY_BY_PHASE } from './time-of-day';

describe('time of day for fish filters', () => {
  it.each([
    ['DAWN', 'TWILIGHT', 'Dusk / Dawn'],
    ['DAY', 'DAY', 'Day'],
    ['DUSK', 'TWILIGHT', 'Dusk / Dawn'],
    ['NIGHT', 'NIGHT', 'Night'],
  ] as const)('maps %s to %s (%s)', (phase, timeOfDay, label) => {
    expect(TIME_OF_DAY_BY_PHASE[phase]).toBe(timeOfDay);
    expect(timeOfDayWord(sourceI18n, TIME_OF_DAY_BY_PHASE[phase])).toBe(label);
  });
});
