import { useNotificationsStore } from './notifications-store';
import { useSessionAlertsStore } from './session-alerts-store';

/**
 * Ends a session's alerts and takes down its cards still up: they would lead to a route the player
 * no longer follows ("End session", or a shared link opened in place of the running session).
 */
export function endSessionAlerts() {
  useSessionAlertsStore.getState().end();
  useNotificationsStore.setState(({ notifications }) => ({
    notifications: notifications.filter((card) => card.kind !== 'session'),
  }));
}
