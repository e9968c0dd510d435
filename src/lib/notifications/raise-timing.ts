import { MINUTE_MS } from '@/config/constants';

/**
 * Ticks further apart than this while hidden: the browser is slowing the tab's timers. Chrome
 * wakes a background tab's chained timers about once a minute (after five minutes hidden; other
 * browsers similar or slower), so a tick can come a minute after an alert's moment.
 * https://developer.chrome.com/blog/timer-throttling-in-chrome-88
 */
const THROTTLED_GAP_MS = 2000;
/** A gap longer than this (a tab frozen for a while) is not trusted to come again. */
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
 * moment: none while visible or while a hidden tab still ticks every second; once the browser
 * slows a hidden tab (ticks ≥ 2 s apart, about a minute in Chrome), the next tick is expected as
 * far away as the last one was, so an alert due before then is raised now, at the last tick
 * before its moment, rather than at the first after it. At most two minutes.
 */
export function raiseLeadMs({ hidden, previousTick }: TickContext, now: number): number {
  if (!hidden || previousTick === undefined) return 0;
  const gap = now - previousTick;
  return gap < THROTTLED_GAP_MS ? 0 : Math.min(gap, MAX_LEAD_MS);
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
