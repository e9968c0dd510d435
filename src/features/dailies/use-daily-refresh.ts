import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { pushNotification } from '@/features/notifications/notifications-store';
import { useHydrated } from '@/hooks/use-hydrated';
import { useDailyFishing } from './use-daily-fishing';

/**
 * Spec §8: one new daily by name, several by the first name (the achievement's name is the game's
 * word). A message id and values: the card words it in the page's language.
 */
export function newDailiesMessage(names: readonly string[]): MessageDescriptor | undefined {
  const [daily] = names;
  if (daily === undefined) return undefined;
  return names.length === 1 ? msg`New Fishing Daily: ${daily}` : msg`New Fishing Dailies: ${daily}`;
}

/**
 * The daily refresh (spec §4 Daily achievements): today's daily shows at start-up without a
 * notification; when the UTC day moves on while the page is open, the new day's daily is
 * announced, once. A clock set back and forth (G7) announces nothing: a day before the latest one
 * seen is not new, and the latest one was announced already.
 */
export function useDailyRefresh() {
  const daily = useDailyFishing();
  // While hydrating, the day is the prerender's, not today: the first live day is the start-up's.
  const live = useHydrated();
  const latestDay = useRef<typeof daily.day>(undefined);
  useEffect(() => {
    if (!live) return;
    if (latestDay.current === undefined) {
      latestDay.current = daily.day;
      return;
    }
    // ISO days ("2026-11-23") sort as text.
    if (daily.day <= latestDay.current) return;
    latestDay.current = daily.day;
    const message = newDailiesMessage(daily.names);
    // An alert: raised while the tab is hidden, it reaches the player as a system notification;
    // its card opens the regions tab, where the daily box is.
    if (message) pushNotification({ message, alert: true, navigate: paths.launch.href('regions') });
  }, [daily, live]);
}
