import type { ClockRegion, PhaseType } from './phases';

/** The fish filter's time-of-day values (spec §3: a fish's `timeOfDay` besides `ANY`). */
export type TimeOfDay = 'DAY' | 'NIGHT' | 'TWILIGHT';

/** Dawn and dusk both count as twilight for fish (DESIGN.md: `Dusk` + `Dawn` → `TWILIGHT`). */
export const TIME_OF_DAY_BY_PHASE: Readonly<Record<PhaseType, TimeOfDay>> = {
  DAWN: 'TWILIGHT',
  DAY: 'DAY',
  DUSK: 'TWILIGHT',
  NIGHT: 'NIGHT',
};

/**
 * The clocks' names: the game's own for its two (the phases' and times' words:
 * `phase-words.ts`, `time-of-day-words.ts`).
 */
export const LOCALE_LABELS: Readonly<Record<ClockRegion, string>> = {
  TYRIA: 'Tyria',
  CANTHA: 'Cantha',
};
