import { MINUTE_MS } from '@/config/constants';
import { biteWindows, bitesIn, type FishTime } from './bite-windows';
import type { ClockRegion, PhaseType } from '@/lib/time/phases';
const PHASES: readonly PhaseType[] = ['DAWN', 'DAY', 'DUSK', 'NIGHT'];

/** Whether an alert fires for the next window only, or for every window. */
export type AlertRepeat = 'once' | 'every';

/**
 * A planner alert (issue 27): a card `minutesAhead` before a window the planner shows opens — the
 * window in which the fish of `regionKey` that bite as `fishTime` do (a night fish's opens at
 * dusk) — once, or for every window.
 */
export interface PlannerAlert {
  id: string;
  regionKey: string;
  clock: ClockRegion;
  fishTime: FishTime;
  /** The fish's names when it was set, for the card ("Moony bites from dusk in 5 min"). */
  fish: string[];
  minutesAhead: number;
  repeat: AlertRepeat;
  /** Epoch ms it was set: windows that opened before do not count. */
  createdAt: number;
}

/** What the planner's "Alert me" provides: everything but the id and when it was set. */
export type PlannerAlertDraft = Omit<PlannerAlert, 'id' | 'createdAt'>;

/** Which fish an alert is for: a region and a fish time (a row of the planner's "Coming up"). */
export type AlertTarget = Pick<PlannerAlert, 'regionKey' | 'clock' | 'fishTime'>;

/** Fish that bite in the same phases have the same windows: one alert serves them all. */
const sameWindows = (a: FishTime, b: FishTime) =>
  PHASES.every((phase) => bitesIn(a, phase) === bitesIn(b, phase));

/** The alert set for `target`, if there is one. */
export const findPlannerAlert = (alerts: readonly PlannerAlert[], target: AlertTarget) =>
  alerts.find(
    (alert) =>
      alert.regionKey === target.regionKey &&
      alert.clock === target.clock &&
      sameWindows(alert.fishTime, target.fishTime),
  );

/** One card of a planner alert: for one window, from `minutesAhead` before it opens to its end. */
export interface AlertCard {
  /** Unique per alert and window, so a card is raised once. */
  key: string;
  alertId: string;
  regionKey: string;
  clock: ClockRegion;
  fish: string[];
  /** The phase the window opens with (dusk for a night fish). */
  phase: PhaseType;
  /** When the window opens: the planner's own start. */
  windowStart: number;
  /** When the card comes: `minutesAhead` before the window opens. */
  start: number;
  /** When the window closes (the card's end). */
  end: number;
}

/**
 * The cards `alert` raises from `now` on, in order: one per window that opens after the alert
 * was set and has not closed — the first may be open now. A "once" alert has only the first.
 * The windows are the planner's own (`biteWindows`), so the two cannot disagree.
 */
export function alertCards(alert: PlannerAlert, now: number, count = 2): AlertCard[] {
  const wanted = alert.repeat === 'once' ? 1 : count;
  // One more window than wanted: the one open now may have opened before the alert was set.
  return biteWindows(alert.fishTime, alert.clock, now, wanted + 1)
    .filter((window) => window.start.getTime() > alert.createdAt)
    .slice(0, wanted)
    .map((window) => {
      const windowStart = window.start.getTime();
      return {
        key: `${alert.id}@${windowStart}`,
        alertId: alert.id,
        regionKey: alert.regionKey,
        clock: alert.clock,
        fish: [...alert.fish],
        phase: window.phases[0] ?? 'DAWN',
        windowStart,
        start: windowStart - alert.minutesAhead * MINUTE_MS,
        end: window.end.getTime(),
      };
    });
}

/** The cards of all `alerts` due at `now` (started, window not closed), in start order. */
export const dueAlertCards = (alerts: readonly PlannerAlert[], now: number): AlertCard[] =>
  alerts
    .flatMap((alert) => alertCards(alert, now))
    .filter((card) => card.start <= now)
    .sort((a, b) => a.start - b.start);

/**
 * The next card `alert` raises after `now` (for a "once" alert whose card is due now: none,
 * that card is its last).
 */
export const nextAlertCard = (alert: PlannerAlert, now: number): AlertCard | undefined =>
  alertCards(alert, now).find((card) => card.start > now);
