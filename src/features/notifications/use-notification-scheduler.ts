import { useEffect } from 'react';
import { nowStore } from '@/features/clock';
import { useNotificationSettings } from './settings-store';
import { syncNotifications } from './sync-notifications';
import { useTimeNotifications } from './time-notifications-store';

/** Keeps the cards in step with the shared clock while notifications are enabled. */
export function useNotificationScheduler() {
  const enabled = useNotificationSettings((state) => state.enabled);
  const timeNotifications = useTimeNotifications((state) => state.notifications);
  useEffect(() => {
    if (!enabled) return undefined;
    const sync = () => syncNotifications(nowStore.getSnapshot());
    sync();
    return nowStore.subscribe(sync);
  }, [enabled, timeNotifications]);
}
