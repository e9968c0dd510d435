import { useLocale } from '@/lib/i18n/use-locale';
import { formatBriefDuration, formatDuration } from '@/lib/time/duration';
import { readTyrianTime } from '@/lib/clock/clock-reading';
import { paintMark, TYRIAN_TIME_MARK } from '@/lib/clock/paint-marks';
import { useTimeDerived } from './now-store';

/**
 * The parts of a clock that change within a phase, each re-rendering alone when its text changes:
 * the rest of a clock re-renders only at a phase change. Each is an element of its own, which the
 * paint-time script fills before the code runs (`paint-marks.ts`).
 */
export function TyrianTime() {
  return (
    <span data-paint={TYRIAN_TIME_MARK} suppressHydrationWarning>
      {useTimeDerived(readTyrianTime)}
    </span>
  );
}

/**
 * Time left until `end` (epoch ms) as a duration: `12 m 57 s`, `1 h 06 m`; `brief`, in short,
 * whole minutes (`12 m`), re-rendered once a minute: the shell clock shows that one in place of
 * the long one on a narrow screen (CSS), where the long one wrapped.
 */
export function Countdown({
  end,
  brief = false,
  className,
}: {
  end: number;
  brief?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const format = brief ? formatBriefDuration : formatDuration;
  return (
    <span className={className} {...paintMark(brief ? 'brief' : 'left')}>
      {useTimeDerived((now) => format(end - now, locale))}
    </span>
  );
}
