import { FISHING_POWER } from '@/config/constants';

/** Why a typed fishing power is refused. */
export type PowerProblem = 'not-whole' | 'out-of-range';

/** What the fishing power field's text says: a power (undefined: none), or why it is refused. */
export type PowerEntry =
  { ok: true; power: number | undefined } | { ok: false; problem: PowerProblem };

/**
 * Reads the text of the fishing power field as typed (issue 57 item 4): empty is no power; a
 * whole number from 0 to `FISHING_POWER.max` in plain digits is that power; anything else is
 * refused, never cut to a number ("12.5" is not 125, a pasted "1,500" not 1: in German "1,500"
 * reads one and a half, so group separators are refused rather than guessed).
 */
export function parseFishingPower(text: string): PowerEntry {
  const typed = text.trim();
  if (typed === '') return { ok: true, power: undefined };
  if (!/^[+-]?\d+$/.test(typed)) return { ok: false, problem: 'not-whole' };
  const power = Number(typed);
  if (power < 0 || power > FISHING_POWER.max) return { ok: false, problem: 'out-of-range' };
  // "-0" is 0, not a negative power.
  return { ok: true, power: Math.abs(power) };
}
