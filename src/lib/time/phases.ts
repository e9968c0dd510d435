import { MINUTE_MS } from '@/config/constants';
import { CYCLE_MS, cycleStartMs, toEpochMs, TYRIAN_HOUR_MS, type Instant } from './tyrian-clock';

/** Which clock's day segments apply: Canthan regions (`useCanthanTime`) use `CANTHA`. */
export type ClockRegion = 'TYRIA' | 'CANTHA';

export type PhaseType = 'DAWN' | 'DAY' | 'DUSK' | 'NIGHT';

interface Segment {
  type: PhaseType;
  /** Tyrian hour at which the phase begins. */
  startHour: number;
  /** Length in Tyrian hours. */
  hours: number;
}

/** The phases in the order they start within a cycle. */
export const PHASE_ORDER: readonly PhaseType[] = ['DAWN', 'DAY', 'DUSK', 'NIGHT'];

/**
 * The Tyrian hour each phase begins at, per clock (spec §9, DESIGN.md "In-game time"). A phase
 * lasts until the next begins; night runs over midnight into the next cycle's dawn.
 */
const PHASE_STARTS: Readonly<Record<ClockRegion, Readonly<Record<PhaseType, number>>>> = {
  TYRIA: { DAWN: 5, DAY: 6, DUSK: 20, NIGHT: 21 },
  CANTHA: { DAWN: 7, DAY: 8, DUSK: 19, NIGHT: 20 },
};

function segmentsOf(starts: Readonly<Record<PhaseType, number>>): Segment[] {
  return PHASE_ORDER.map((type, index) => {
    const next = starts[PHASE_ORDER[(index + 1) % PHASE_ORDER.length] ?? type];
    return { type, startHour: starts[type], hours: (next - starts[type] + 24) % 24 };
  });
}

/** Day segments per clock, in the order they start within a cycle. */
export const DAY_SEGMENTS: Readonly<Record<ClockRegion, readonly Segment[]>> = {
  TYRIA: segmentsOf(PHASE_STARTS.TYRIA),
  CANTHA: segmentsOf(PHASE_STARTS.CANTHA),
};

/** One occurrence of a phase on one clock. */
export interface Phase {
  type: PhaseType;
  clock: ClockRegion;
  /** Tyrian hour at which it begins. */
  startHour: number;
  /** Real instant it begins (inclusive). */
  start: Date;
  /** Real instant it ends and the next phase begins (exclusive). */
  end: Date;
  /** Real length in minutes (5 per Tyrian hour). */
  durationMinutes: number;
  /** Length in Tyrian hours (the spec's phase "duration"). */
  tyrianHours: number;
}

function phaseOf(segment: Segment, clock: ClockRegion, cycleStart: number): Phase {
  const start = cycleStart + segment.startHour * TYRIAN_HOUR_MS;
  return {
    type: segment.type,
    clock,
    startHour: segment.startHour,
    start: new Date(start),
    end: new Date(start + segment.hours * TYRIAN_HOUR_MS),
    durationMinutes: (segment.hours * TYRIAN_HOUR_MS) / MINUTE_MS,
    tyrianHours: segment.hours,
  };
}

/** The last valid `Date` (ECMAScript: ±8.64e15 ms around the epoch). */
const LAST_DATE_MS = 8.64e15;

/**
 * The instants the phase tables can answer for: a phase around them begins and ends on a valid
 * `Date` (the walk starts a cycle before the instant's own; a phase ends within a cycle after it).
 */
export const PHASE_INSTANT_LIMIT_MS = LAST_DATE_MS - 2 * CYCLE_MS;

/** Whether `ms` is an instant the phase functions accept (finite, within the valid dates). */
export const isPhaseInstant = (ms: number) =>
  Number.isFinite(ms) && Math.abs(ms) <= PHASE_INSTANT_LIMIT_MS;

/**
 * Refuses an instant the phase tables cannot answer for. Without it a walk never ends: NaN, or a
 * phase end past the last `Date`, compares false with every instant (issue 57, fault S1).
 */
function checkedMs(instant: Instant): number {
  const ms = toEpochMs(instant);
  if (!isPhaseInstant(ms)) throw new RangeError(`No phase at instant ${ms}: out of range.`);
  return ms;
}

/**
 * Phases in start order, beginning with the cycle before the one containing `instant`; it ends
 * where phases would end past the last valid `Date`.
 */
function* phasesFrom(instant: number, clock: ClockRegion): Generator<Phase> {
  for (
    let cycle = cycleStartMs(instant) - CYCLE_MS;
    cycle + 2 * CYCLE_MS <= LAST_DATE_MS;
    cycle += CYCLE_MS
  ) {
    for (const segment of DAY_SEGMENTS[clock]) yield phaseOf(segment, clock, cycle);
  }
}

/**
 * The phase `locale`'s clock is in at `now`; a phase starts at its boundary instant. Throws a
 * `RangeError` for an instant that is not finite or lies beyond `PHASE_INSTANT_LIMIT_MS` (callers
 * with instants from outside bound them first: `isPhaseInstant`).
 */
export function getPhase(now: Instant, clock: ClockRegion): Phase {
  const ms = checkedMs(now);
  for (const phase of phasesFrom(ms, clock)) {
    if (phase.end.getTime() > ms) return phase;
  }
  throw new RangeError(`No phase at instant ${ms}: out of range.`);
}

/**
 * The next `count` phases to begin strictly after `now`, in order (the upcoming phase changes);
 * fewer near the last valid `Date`. Throws a `RangeError` for an instant `getPhase` refuses.
 */
export function getUpcomingPhases(now: Instant, clock: ClockRegion, count: number): Phase[] {
  const ms = checkedMs(now);
  const upcoming: Phase[] = [];
  if (count <= 0) return upcoming;
  for (const phase of phasesFrom(ms, clock)) {
    if (phase.start.getTime() <= ms) continue;
    upcoming.push(phase);
    if (upcoming.length === count) return upcoming;
  }
  return upcoming;
}

/** The phase at a whole Tyrian hour (0–23), read from the segment tables. */
export function getPhaseTypeAtHour(hour: number, clock: ClockRegion): PhaseType {
  const h = ((Math.floor(hour) % 24) + 24) % 24;
  const segments = DAY_SEGMENTS[clock];
  // The last segment that starts at or before `h`; before the first start it is still night.
  const found = segments.findLast((segment) => segment.startHour <= h) ?? segments.at(-1);
  if (!found) throw new Error(`no day segments for ${clock}`);
  return found.type;
}

/**
 * The spec's own conversion (§9), kept as a cross-check of the segment tables:
 * Tyria `(hour + 3) mod 24` → night below 8, dawn below 9, day below 23, else dusk;
 * Cantha `(hour + 4) mod 24` → night below 11, dawn below 12, day below 23, else dusk.
 */
export function getPhaseTypeBySpecConversion(hour: number, clock: ClockRegion): PhaseType {
  const [offset, nightBelow, dawnBelow] = clock === 'TYRIA' ? [3, 8, 9] : [4, 11, 12];
  const shifted = (((hour + offset) % 24) + 24) % 24;
  if (shifted < nightBelow) return 'NIGHT';
  if (shifted < dawnBelow) return 'DAWN';
  if (shifted < 23) return 'DAY';
  return 'DUSK';
}
