import { MINUTE_MS } from '@/config/constants';

/**
 * How a hidden tab's timers run: Chrome wakes a background tab's chained timers about once a
 * minute (after five minutes hidden; other browsers similar or slower), so a tick is up to that
 * late. https://developer.chrome.com/blog/timer-throttling-in-chrome-88
 */
export const HIDDEN_TICK_MS = MINUTE_MS;
/** A hidden tab whose ticks come further apart than this is not trusted to be that slow again. */
const MAX_LEAD_MS = 2 * MINUTE_MS;
/** An alert raised this long or longer after its moment says it came late. */
export const LATE_NOTE_MS = 15_000;

/** What the scheduler knows about the tick it runs on. */
export interface TickContext {
  /** Whether the tab was hidden at this tick (its timers then run about once a minute). */
  hidden: boolean;
  /** When the previous tick ran (epoch ms); none on the first tick after the page opened. */
  previousTick?: number;
}

/**
 * How far ahead of its moment an alert is raised on this tick, so it lands at or before its
 * moment: none while visible (ticks every second); while hidden, the next tick may be a minute
 * or more away, so an alert due before then is raised now, at the last tick before its moment,
 * rather than at the first tick after it. A gap longer than a minute seen between the last two
 * ticks (a slower browser) widens the lead, up to two minutes.
 */
export function raiseLeadMs({ hidden, previousTick }: TickContext, now: number): number {
  if (!hidden) return 0;
  const gap = previousTick === undefined ? 0 : now - previousTick;
  return Math.min(Math.max(HIDDEN_TICK_MS, gap), MAX_LEAD_MS);
}

/**
 * How late an alert meant for `start` is when raised at `now`, if it is late enough to say so: only
 * when the page was already running before its moment (`previousTick` before `start`) and a tick
 * came late (a throttled or frozen background tab), not when the page opens after its moment.
 */
export function lateByMs({ previousTick }: TickContext, start: number, now: number) {
  if (previousTick === undefined || previousTick >= start) return undefined;
  const late = now - start;
  return late >= LATE_NOTE_MS ? late : undefined;
}

/** When an alert raised at `now` for `start` begins: its moment, or now if raised early. */
export const raisedStart = (start: number, now: number) => Math.min(start, now);
