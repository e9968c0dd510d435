export const pad2 = (value: number) => String(value).padStart(2, '0');

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
