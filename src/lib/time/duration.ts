import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * Time left as a duration that cannot be mistaken for a time of day: `45 s`, `12 m 57 s`,
 * `1 h 06 m` (an hour or more drops the seconds). Rounds up to whole seconds, so `0 s` shows
 * only once the moment has come; negative values clamp to `0 s`.
 */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours} h ${pad2(minutes)} m`;
  if (minutes > 0) return `${minutes} m ${pad2(seconds)} s`;
  return `${seconds} s`;
}

/**
 * Whole minutes for sentences: `1 min`, `12 min`, `1 h 06 min`. Rounds to the nearest minute, so
 * a change 2 min 40 s away reads "in 3 min"; under half a minute reads "less than a minute".
 */
export function formatMinutes(ms: number, i18n: I18n): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes === 0) return i18n._(msg`less than a minute`);
  const hours = Math.floor(minutes / 60);
  const mm = pad2(minutes % 60);
  return hours > 0 ? i18n._(msg`${hours} h ${mm} min`) : i18n._(msg`${minutes} min`);
}
