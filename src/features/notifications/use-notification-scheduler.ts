import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { nowStore } from '@/features/clock';
import { usePlannerAlertsStore } from './planner-alerts-store';
import { useNotificationSettingsStore } from './settings-store';
import { syncNotifications } from './sync-notifications';
import { useTimeNotificationsStore } from './time-notifications-store';

/**
 * Keeps the cards in step with the shared clock while notifications are enabled: the time
 * notifications' and, once the player has set one, the planner alerts' (their scheduler, with
 * the planner's bite windows, loads only then, keeping it out of every page's first load).
 */
export function useNotificationScheduler() {
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const timeNotifications = useTimeNotificationsStore((state) => state.notifications);
  const plannerAlerts = usePlannerAlertsStore((state) => state.alerts);
  // System notifications are worded in the page's language.
  const { i18n } = useLingui();
  useEffect(() => {
    if (!enabled) return undefined;
    const sync = () => syncNotifications(nowStore.getSnapshot(), i18n);
    sync();
    return nowStore.subscribe(sync);
  }, [enabled, timeNotifications, i18n]);
  const anyAlert = plannerAlerts.length > 0;
  useEffect(() => {
    if (!enabled || !anyAlert) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./sync-planner-alerts')
      .then(({ syncPlannerAlerts }) => {
        if (cancelled) return;
        const sync = () => syncPlannerAlerts(nowStore.getSnapshot(), i18n);
        sync();
        stop = nowStore.subscribe(sync);
      })
      // Not loaded (offline, a redeploy): tried again when the alerts or the switch change.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, anyAlert, i18n]);
}
