import { useNow } from '@/features/clock/now-store';
import { useLocale } from '@/lib/i18n/use-locale';
import { formatDuration } from '@/lib/time/duration';

/** Time left until `to`, as a duration ("12 m 57 s"); the only part that re-renders each second. */
export function Countdown({ to }: { to: Date }) {
  const now = useNow();
  const locale = useLocale();
  return <>{formatDuration(to.getTime() - now, locale)}</>;
}
