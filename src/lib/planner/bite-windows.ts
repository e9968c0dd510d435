import type { FilterableFish } from '@/lib/filters/matching';
import { matchesCurrentTime } from '@/lib/filters/matching';
import { getPhase, type ClockRegion, type Phase, type PhaseType } from '@/lib/time/phases';
import { TIME_OF_DAY_BY_PHASE } from '@/lib/time/time-of-day';
import type { Instant } from '@/lib/time/tyrian-clock';

/** What the planner needs of a fish's time: its time and its higher-chance time. */
export type FishTime = Pick<FilterableFish, 'timeOfDay' | 'higherChanceTime'>;

/** A stretch of real time in which a fish bites: consecutive phases of its region's clock. */
export interface BiteWindow {
  /** Real instant it opens (may lie before `now` for the window a fish is biting in). */
  start: Date;
  /** Real instant it closes. */
  end: Date;
  /** The phases it spans, in order (e.g. DUSK, NIGHT, DAWN for a night fish). */
  phases: PhaseType[];
}

/** Whether a fish bites during a phase — the auto filter's rule (every fish bites at dusk and dawn). */
export const bitesIn = (fish: FishTime, phase: PhaseType) =>
  matchesCurrentTime(fish, TIME_OF_DAY_BY_PHASE[phase]);

/** A fish that bites in every phase (ANY): it has no windows, it is always catchable. */
export const bitesAlways = (fish: FishTime) =>
  (['DAWN', 'DAY', 'DUSK', 'NIGHT'] as const).every((phase) => bitesIn(fish, phase));

/**
 * The next `count` windows in which a fish bites on `locale`'s clock, from `now`: the first is the
 * one it bites in now, if it does (its start then lies before `now`). Consecutive biting phases
 * merge into one window: a Tyrian night fish bites from dusk to the end of dawn. A fish that bites
 * always has none (see {@link bitesAlways}).
 */
export function biteWindows(
  fish: FishTime,
  clock: ClockRegion,
  now: Instant,
  count: number,
): BiteWindow[] {
  if (count <= 0 || bitesAlways(fish)) return [];
  // Walk back to the first phase of the window the fish bites in now (at most three phases).
  let cursor: Phase = getPhase(now, clock);
  while (bitesIn(fish, cursor.type)) {
    const before = getPhase(cursor.start.getTime() - 1, clock);
    if (!bitesIn(fish, before.type)) break;
    cursor = before;
  }
  const windows: BiteWindow[] = [];
  let open: BiteWindow | undefined;
  while (windows.length < count) {
    if (bitesIn(fish, cursor.type)) {
      if (open) {
        open.end = cursor.end;
        open.phases.push(cursor.type);
      } else open = { start: cursor.start, end: cursor.end, phases: [cursor.type] };
    } else if (open) {
      windows.push(open);
      open = undefined;
    }
    cursor = getPhase(cursor.end, clock); // the phase that begins as this one ends
  }
  return windows;
}
