import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINUTE_MS } from '@/config/constants';
import { pad2 } from './duration';

/**
 * Whole minutes for sentences: `1 min`, `12 min`, `1 h 06 min`. Rounds to the nearest minute, so
 * a change 2 min 40 s away reads "in 3 min"; under half a minute reads "less than a minute".
 * Apart from `formatDuration` (the shell's clock): these words load with the planner only.
 */
export function formatMinutes(ms: number, i18n: I18n): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE_MS);
  if (minutes === 0) return i18n._(msg`less than a minute`);
  const hours = Math.floor(minutes / 60);
  const mm = pad2(minutes % 60);
  return hours > 0 ? i18n._(msg`${hours} h ${mm} min`) : i18n._(msg`${minutes} min`);
}
