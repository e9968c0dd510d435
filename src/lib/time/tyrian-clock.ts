import { MINUTE_MS } from '@/config/constants';
import { pad2 } from './duration';

/** Real milliseconds in one Tyrian day: a full day/night cycle lasts 2 real hours (spec §9). */
export const CYCLE_MS = 2 * 60 * MINUTE_MS;

/** Real milliseconds in one Tyrian hour (5 real minutes). */
export const TYRIAN_HOUR_MS = CYCLE_MS / 24;

/** An instant: a `Date` or epoch milliseconds. Time functions never read the clock themselves. */
export type Instant = Date | number;

/** A time of day on the in-game clock (Tyria and Cantha share it). */
export interface TyrianTime {
  /** 0–23 */
  hour: number;
  /** 0–59 */
  minute: number;
}

export const toEpochMs = (instant: Instant): number =>
  typeof instant === 'number' ? instant : instant.getTime();

/** Epoch ms at which the 2-hour cycle containing `instant` began (cycles start on even UTC hours). */
export function cycleStartMs(instant: Instant): number {
  const ms = toEpochMs(instant);
  return Math.floor(ms / CYCLE_MS) * CYCLE_MS;
}

/**
 * The in-game clock at `instant` (spec §9):
 * `hour = (UTC hour mod 2) * 12 + floor(minute / 5)`, `minute = (minute mod 5) * 12 + floor(seconds / 5)`.
 * Canthan regions read the same clock; only their day segments differ.
 */
export function getTyrianTime(instant: Instant): TyrianTime {
  const date = new Date(toEpochMs(instant));
  const minutes = date.getUTCMinutes();
  return {
    hour: (date.getUTCHours() % 2) * 12 + Math.floor(minutes / 5),
    minute: (minutes % 5) * 12 + Math.floor(date.getUTCSeconds() / 5),
  };
}

/** `HH:MM`, 24-hour, e.g. `05:00`. */
export function formatTyrianTime({ hour, minute }: TyrianTime): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}
