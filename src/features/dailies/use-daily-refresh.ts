import { useEffect, useRef } from 'react';
import { pushNotification } from '@/features/notifications';
import { useHydrated } from '@/hooks/use-hydrated';
import { useDailyFishing } from './use-daily-fishing';

/** Spec §8: one new daily by name, several by the first name. */
export function newDailiesMessage(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  return names.length === 1 ? `New Fishing Daily: ${names[0]}` : `New Fishing Dailies: ${names[0]}`;
}

/**
 * The daily refresh (spec §4 Daily achievements): today's daily shows at start-up without a
 * notification; when the UTC day changes while the page is open, the new day's daily is announced.
 */
export function useDailyRefresh() {
  const daily = useDailyFishing();
  // While hydrating, the day is the prerender's, not today: the first live day is the start-up's.
  const live = useHydrated();
  const announcedDay = useRef<typeof daily.day>(undefined);
  useEffect(() => {
    if (!live) return;
    if (announcedDay.current === undefined) {
      announcedDay.current = daily.day;
      return;
    }
    if (daily.day === announcedDay.current) return;
    announcedDay.current = daily.day;
    const text = newDailiesMessage(daily.names);
    if (text) pushNotification({ text });
  }, [daily, live]);
}
