import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import {
  sessionAlertCardStart,
  sessionAlertStatus,
  type SessionAlert,
} from '@/lib/notifications/session-alerts';
import { raisedText } from './card-text';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { useSessionAlertsStore } from './session-alerts-store';
import { useNotificationSettingsStore } from './settings-store';
import { showSystemNotification } from './system-notification';

function toCard(alert: SessionAlert): AppNotification {
  const { where, phase, fish, start } = alert;
  return {
    id: `session-${alert.id}`,
    navigate: paths.launch.href('session'),
    start: sessionAlertCardStart(alert),
    end: alert.end,
    dismissed: false,
    autoDismiss: true,
    kind: 'session',
    sessionStop: { where, phase, fish, start },
  };
}

/**
 * Raises the cards of session alerts due at `now` (once each: their keys join the raised keys,
 * forgotten when the stop ends) and removes the alerts it raised and those whose stop is over
 * (a card is not raised late). Derived from `now` alone, like the time cards; a system
 * notification is worded in `i18n`.
 */
export function syncSessionAlerts(now: number, i18n: I18n) {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return;
  const { alerts, removeFired } = useSessionAlertsStore.getState();
  const { notifications, raised } = useNotificationsStore.getState();
  const due = alerts.filter((alert) => sessionAlertStatus(alert, now) === 'due');
  const missed = alerts.filter((alert) => sessionAlertStatus(alert, now) === 'missed');
  if (due.length === 0 && missed.length === 0) return;

  const fresh = due.map(toCard).filter((card) => !(card.id in raised));
  if (fresh.length > 0) {
    const nextRaised = { ...raised };
    for (const card of fresh) nextRaised[card.id] = card.end ?? now;
    useNotificationsStore.setState({
      notifications: [...fresh.toReversed(), ...notifications],
      raised: nextRaised,
    });
  }
  removeFired([...due, ...missed].map((alert) => alert.id));

  if (settings.systemNotifications && document.visibilityState === 'hidden') {
    fresh.forEach((card) => showSystemNotification(card, raisedText(card, i18n)));
  }
}
