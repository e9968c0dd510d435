import { describe, expect, it } from 'vitest';
import { countdownStandIn } from './paint-clocks';

// The build's countdowns (at Tyrian midnight) and what the paint-time script writes in their place
// before `Intl` may run: the right numbers in the build's units (NBSP inside a French unit).
describe('countdownStandIn', () => {
  it.each([
    ['35 Min. 00 Sek.', '4 m 07 s', '4 Min. 07 Sek.'],
    ['35 Min. 00 Sek.', '12 m 57 s', '12 Min. 57 Sek.'],
    ['35 Min.', '4 m', '4 Min.'],
    ['35\u00a0min 00\u00a0s', '4 m 07 s', '4\u00a0min 07\u00a0s'],
    ['35\u00a0min 00\u00a0s', '45 s', '45\u00a0s'],
    // Seconds alone take the last unit; hours both, the units' words being the build's.
    ['35 Min. 00 Sek.', '45 s', '45 Sek.'],
    ['35 Min. 00 Sek.', '1 h 06 m', '1 Min. 06 Sek.'],
    ['35 Min.', '45 s', '45 Min.'],
    // A stand-in written before (each second until the fill) is the shape then: a phase that
    // ends in that second has one unit for two numbers, the first is written.
    ['45 Sek.', '2 m 50 s', '2 Sek.'],
    ['', '4 m 07 s', ''],
  ])('in the shape of “%s”, %s is “%s”', (shown, english, expected) => {
    expect(countdownStandIn(shown, english)).toBe(expected);
  });
});
