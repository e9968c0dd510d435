import { NOTIFICATION } from '@/config/constants';
import { getTyrianTime } from '@/lib/time/tyrian-clock';

/**
 * The time bar's position (spec §9: it spans 24 hours, 1440 minutes, and shows the position as a
 * percentage): where the in-game day stands at `now`, as a percentage of its 1440 minutes.
 */
export function timeBarPercent(now: number): number {
  const { hour, minute } = getTyrianTime(now);
  return ((hour * 60 + minute) / NOTIFICATION.timeBarMinutes) * 100;
}
