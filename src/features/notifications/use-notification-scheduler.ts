import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { nowStore } from '@/features/clock/now-store';
import type { TickContext } from '@/lib/notifications/raise-timing';
import { usePlannerAlertsStore } from './planner-alerts-store';
import { useSessionAlertsStore } from './session-alerts-store';
import { useNotificationSettingsStore } from './settings-store';
import { syncNotifications } from './sync-notifications';
import { createTickTracker } from './tick-tracker';
import { useTimeNotificationsStore } from './time-notifications-store';
import {
  useReachOnAppAlerts,
  useSystemAlertOpens,
  useUnlockSoundOnPress,
} from './use-reach-player';

type Sync = (now: number, i18n: I18n, tick: TickContext) => void;

const loadPlannerSync = () =>
  import('./sync-planner-alerts').then((module) => module.syncPlannerAlerts);
const loadSessionSync = () =>
  import('./sync-session-alerts').then((module) => module.syncSessionAlerts);

/** Runs a lazily loaded sync on each tick of the shared clock while `on`, loading it only then. */
function useLazySync(on: boolean, load: () => Promise<Sync>, i18n: I18n) {
  useEffect(() => {
    if (!on) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    load()
      .then((sync) => {
        if (cancelled) return;
        const nextTick = createTickTracker();
        const tick = () => {
          const now = nowStore.getSnapshot();
          sync(now, i18n, nextTick(now));
        };
        tick();
        stop = nowStore.subscribe(tick);
      })
      // Not loaded (offline, a redeploy): tried again when the alerts or the switch change.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [on, load, i18n]);
}

/**
 * Keeps the cards in step with the shared clock while notifications are enabled: the time
 * notifications' and, once the player has set one, the planner alerts' or a session's (their
 * schedulers, the planner's with its bite windows, load only then, keeping them out of every
 * page's first load). Alerts raised while the tab is hidden also reach the player outside it
 * (system notifications, the sound), and a clicked system notification opens its page here.
 */
export function useNotificationScheduler() {
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const timeNotifications = useTimeNotificationsStore((state) => state.notifications);
  const anyPlannerAlert = usePlannerAlertsStore((state) => state.alerts.length > 0);
  const anySessionAlert = useSessionAlertsStore((state) => state.alerts.length > 0);
  // System notifications are worded in the page's language.
  const { i18n } = useLingui();
  useEffect(() => {
    if (!enabled) return undefined;
    const nextTick = createTickTracker();
    const sync = () => {
      const now = nowStore.getSnapshot();
      syncNotifications(now, i18n, nextTick(now));
    };
    sync();
    return nowStore.subscribe(sync);
  }, [enabled, timeNotifications, i18n]);
  useLazySync(enabled && anyPlannerAlert, loadPlannerSync, i18n);
  useLazySync(enabled && anySessionAlert, loadSessionSync, i18n);
  useReachOnAppAlerts(i18n);
  useUnlockSoundOnPress();
  useSystemAlertOpens();
}
