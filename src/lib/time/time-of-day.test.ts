import { describe, expect, it } from 'vitest';
import { TIME_OF_DAY_BY_PHASE, TIME_OF_DAY_LABELS } from './time-of-day';

describe('time of day for fish filters', () => {
  it.each([
    ['DAWN', 'TWILIGHT', 'Dusk / Dawn'],
    ['DAY', 'DAY', 'Day'],
    ['DUSK', 'TWILIGHT', 'Dusk / Dawn'],
    ['NIGHT', 'NIGHT', 'Night'],
  ] as const)('maps %s to %s (%s)', (phase, timeOfDay, label) => {
    expect(TIME_OF_DAY_BY_PHASE[phase]).toBe(timeOfDay);
    expect(TIME_OF_DAY_LABELS[TIME_OF_DAY_BY_PHASE[phase]]).toBe(label);
  });
});
