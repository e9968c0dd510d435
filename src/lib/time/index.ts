/**
 * In-game time: the Tyrian clock, day phases of Tyria and Cantha, countdown formatting.
 * Pure functions of an instant passed in; the ticking lives in `features/clock`.
 */
export { CYCLE_MS, formatTyrianTime, getTyrianTime, toEpochMs, type Instant } from './tyrian-clock';
export { formatDuration, pad2 } from './duration';
export { formatMinutes } from './format-minutes';
export {
  getPhase,
  getUpcomingPhases,
  type ClockRegion,
  type Phase,
  type PhaseType,
} from './phases';
export { phaseWord, phaseWordMidSentence } from './phase-words';
export { timeOfDayWord } from './time-of-day-words';
export { LOCALE_LABELS, TIME_OF_DAY_BY_PHASE, type TimeOfDay } from './time-of-day';
