import { useLocale } from '@/lib/i18n';
import { formatDuration } from '@/lib/time';
import { readTyrianTime } from './clock-reading';
import { useTimeDerived } from './now-store';

/**
 * The parts of a clock that change within a phase, each re-rendering alone when its text changes:
 * the rest of a clock re-renders only at a phase change.
 */
export function TyrianTime() {
  return useTimeDerived(readTyrianTime);
}

/** Time left until `end` (epoch ms) as a duration: `12 m 57 s`, `1 h 06 m`. */
export function Countdown({ end }: { end: number }) {
  const locale = useLocale();
  return useTimeDerived((now) => formatDuration(end - now, locale));
}
