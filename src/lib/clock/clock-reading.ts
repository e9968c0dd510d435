import type { Locale } from '@/config/locales';
// Not the i18n index: the paint-time script bundles this file and wants none of the rest.
import { formatInstant } from '@/lib/i18n/format-instant';
import { formatDuration } from '@/lib/time/duration';
import { formatTyrianTime, getTyrianTime } from '@/lib/time/tyrian-clock';
import { getPhase, getUpcomingPhases, type ClockRegion, type Phase } from '@/lib/time/phases';

export const LOCALES: readonly ClockRegion[] = ['TYRIA', 'CANTHA'];

/** What a clock shows for one locale at one instant. */
export interface LocaleReading {
  clock: ClockRegion;
  current: Phase;
  /** The next phase changes, soonest first. */
  upcoming: Phase[];
  /** Time left in the current phase as a duration (`12 m 57 s`, `1 h 06 m`). */
  countdown: string;
}

export function readLocale(now: number, clock: ClockRegion, upcomingCount = 1): LocaleReading {
  const current = getPhase(now, clock);
  return {
    clock,
    current,
    upcoming: getUpcomingPhases(now, clock, Math.max(1, upcomingCount)),
    countdown: formatDuration(current.end.getTime() - now),
  };
}

/** The shared in-game clock as `HH:MM`. */
export const readTyrianTime = (now: number) => formatTyrianTime(getTyrianTime(now));

/** Tyrian `HH:00` at which a phase begins. */
export const phaseStartText = (phase: Phase) =>
  formatTyrianTime({ hour: phase.startHour, minute: 0 });

/**
 * The player's local clock time at which a phase begins, in the UI's language. Not `live`
 * (prerendering, hydration), in UTC, so the build's HTML and the browser's first render agree.
 */
export const phaseStartLocalText = (phase: Phase, live: boolean, uiLocale: Locale) =>
  formatInstant(uiLocale, live ? 'time' : 'utcTime', phase.start);
