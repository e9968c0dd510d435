import type { TimeOfDay } from '@/lib/time/time-of-day';

/**
 * A time notification (spec §3): a heads-up `minutesAhead` before each phase named in `timesOfDay`
 * begins on the Tyrian (or, with `inCantha`, the Canthan) clock, for the listed regions.
 */
export interface TimeNotification {
  /** Stable id, so the editor and the scheduled cards can refer to it. */
  id: string;
  /** 0–59; blank (undefined) counts as 0. */
  minutesAhead?: number;
  /** At least one; TWILIGHT names both dawn and dusk. */
  timesOfDay: TimeOfDay[];
  inCantha: boolean;
  /** Region keys (see `regionIndex`), without duplicates. */
  regions: string[];
  /** Whether its cards are dismissed when they end (default true). */
  autoDismiss: boolean;
}

/** What the editor's add form provides: everything but the id and autoDismiss. */
export type TimeNotificationDraft = Omit<TimeNotification, 'id' | 'autoDismiss'>;
