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

export const TIME_OF_DAY_LABELS: Readonly<Record<TimeOfDay, string>> = {
  DAY: 'Day',
  NIGHT: 'Night',
  TWILIGHT: 'Dusk / Dawn',
};

export const PHASE_LABELS: Readonly<Record<PhaseType, string>> = {
  DAWN: 'Dawn',
  DAY: 'Day',
  DUSK: 'Dusk',
  NIGHT: 'Night',
};

export const LOCALE_LABELS: Readonly<Record<ClockRegion, string>> = {
  TYRIA: 'Tyria',
  CANTHA: 'Cantha',
};
