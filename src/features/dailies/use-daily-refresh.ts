import { useEffect, useRef } from 'react';
import { pushNotification } from '@/features/notifications';
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
  const announcedDay = useRef(daily.day);
  useEffect(() => {
    if (daily.day === announcedDay.current) return;
    announcedDay.current = daily.day;
    const text = newDailiesMessage(daily.names);
    if (text) pushNotification({ text });
  }, [daily]);
}
