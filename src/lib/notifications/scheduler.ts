import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINUTE_MS, NOTIFICATION } from '@/config/constants';
import { CYCLE_MS } from '@/lib/time/tyrian-clock';
import { getUpcomingPhases, type ClockRegion, type PhaseType } from '@/lib/time/phases';
import { LOCALE_LABELS, TIME_OF_DAY_BY_PHASE } from '@/lib/time/time-of-day';
import { phaseWord } from '@/lib/time/phase-words';
import { effectiveMinutesAhead } from './rules';
import type { TimeNotification } from './types';

/** One card a time notification raises for one occurrence of a phase. Times are epoch ms. */
export interface ScheduledCard {
  /** Unique per notification and phase occurrence, so a card is raised once. */
  key: string;
  notificationId: string;
  phase: PhaseType;
  clock: ClockRegion;
  /** When the phase itself begins. */
  phaseStart: number;
  /** `minutesAhead` before the phase begins. */
  start: number;
  /** 5 × the phase's length in Tyrian hours, in real minutes, after `start` (spec §9). */
  end: number;
  regions: string[];
  autoDismiss: boolean;
}

/** Spec §4: inactive before its start, active from start (inclusive) to end, deactivated after. */
export type CardStatus = 'inactive' | 'active' | 'deactivated';

export function cardStatus({ start, end }: { start: number; end?: number }, now: number) {
  if (now < start) return 'inactive' satisfies CardStatus;
  if (end !== undefined && now >= end) return 'deactivated' satisfies CardStatus;
  return 'active' satisfies CardStatus;
}

// Phases starting after (now − one cycle) over three cycles: every window that can contain or
// follow `now` by up to two hours (a window starts ≤ 59 min ahead and lasts ≤ 55 min).
const PHASES_SCANNED = 12;

/**
 * The cards `notification` raises whose window has not ended at `now`, in start order: those
 * active now and the upcoming ones within the next two hours. Pure: derived from `now` alone, so
 * a late or throttled timer still lands on the right cards.
 */
export function cardWindows(notification: TimeNotification, now: number): ScheduledCard[] {
  const clock: ClockRegion = notification.inCantha ? 'CANTHA' : 'TYRIA';
  const aheadMs = effectiveMinutesAhead(notification.minutesAhead) * MINUTE_MS;
  const times = new Set(notification.timesOfDay);
  return getUpcomingPhases(now - CYCLE_MS, clock, PHASES_SCANNED)
    .filter((phase) => times.has(TIME_OF_DAY_BY_PHASE[phase.type]))
    .map((phase) => {
      const phaseStart = phase.start.getTime();
      const start = phaseStart - aheadMs;
      return {
        key: `${notification.id}@${phaseStart}`,
        notificationId: notification.id,
        phase: phase.type,
        clock,
        phaseStart,
        start,
        end: start + NOTIFICATION.windowFactor * phase.tyrianHours * MINUTE_MS,
        regions: [...notification.regions],
        autoDismiss: notification.autoDismiss,
      };
    })
    .filter((card) => card.end > now && card.start <= now + CYCLE_MS);
}

/**
 * Cards of all `notifications` that are active at `now`, and with a `leadMs` (a hidden tab's,
 * `raiseLeadMs`) those that start within it.
 */
export function dueCards(
  notifications: readonly TimeNotification[],
  now: number,
  leadMs = 0,
): ScheduledCard[] {
  return notifications
    .flatMap((notification) => cardWindows(notification, now))
    .filter((card) => card.start <= now + leadMs && cardStatus(card, now) !== 'deactivated')
    .sort((a, b) => a.start - b.start);
}

/** When the next card of any notification starts after `now`, if one does within two hours. */
export function nextCardStart(
  notifications: readonly TimeNotification[],
  now: number,
): number | undefined {
  const starts = notifications
    .flatMap((notification) => cardWindows(notification, now))
    .map((card) => card.start)
    .filter((start) => start > now);
  return starts.length ? Math.min(...starts) : undefined;
}

/** The phase change a time card announces. */
export type PhaseChange = Pick<ScheduledCard, 'phase' | 'clock' | 'phaseStart'>;

/**
 * What the phase change is at `now`, read live: "Night in Tyria begins in 2 min" (minutes rounded
 * up), "Night in Tyria has begun" in its first minute, then "Night in Tyria began 3 min ago". The
 * phase and the place are the game's words (placeholders).
 */
export function phaseChangeText(
  { phase: phaseType, clock, phaseStart }: PhaseChange,
  now: number,
  i18n: I18n,
): string {
  const phase = phaseWord(i18n, phaseType);
  const place = LOCALE_LABELS[clock];
  const ahead = phaseStart - now;
  if (ahead > 0) {
    const minutes = Math.ceil(ahead / MINUTE_MS);
    return i18n._(msg`${phase} in ${place} begins in ${minutes} min`);
  }
  const minutes = Math.floor(-ahead / MINUTE_MS);
  return minutes === 0
    ? i18n._(msg`${phase} in ${place} has begun`)
    : i18n._(msg`${phase} in ${place} began ${minutes} min ago`);
}
