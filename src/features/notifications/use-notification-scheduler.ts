import { useEffect } from 'react';
import { nowStore } from '@/features/clock';
import { useNotificationSettingsStore } from './settings-store';
import { syncNotifications } from './sync-notifications';
import { useTimeNotificationsStore } from './time-notifications-store';

/** Keeps the cards in step with the shared clock while notifications are enabled. */
export function useNotificationScheduler() {
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const timeNotifications = useTimeNotificationsStore((state) => state.notifications);
  useEffect(() => {
    if (!enabled) return undefined;
    const sync = () => syncNotifications(nowStore.getSnapshot());
    sync();
    return nowStore.subscribe(sync);
  }, [enabled, timeNotifications]);
}
