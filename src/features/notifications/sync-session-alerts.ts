import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import {
  sessionAlertCardStart,
  sessionAlertStatus,
  type SessionAlert,
} from '@/lib/notifications/session-alerts';
import {
  lateByMs,
  raiseLeadMs,
  raisedStart,
  type TickContext,
} from '@/lib/notifications/raise-timing';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { reachHiddenPlayer } from './reach-hidden-player';
import { useSessionAlertsStore } from './session-alerts-store';
import { useNotificationSettingsStore } from './settings-store';

function toCard(alert: SessionAlert, now: number, tick: TickContext): AppNotification {
  const { where, phase, fish, start } = alert;
  const cardStart = sessionAlertCardStart(alert);
  return {
    id: `session-${alert.id}`,
    navigate: paths.launch.href('session'),
    start: raisedStart(cardStart, now),
    lateMs: lateByMs(tick, cardStart, now),
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
 * (a card is not raised late). Derived from `now` alone, like the time cards, and raised early or
 * said late the same way while the tab is hidden (`tick`); a hidden player is reached in `i18n`.
 */
export function syncSessionAlerts(now: number, i18n: I18n, tick: TickContext = { hidden: false }) {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return;
  const { alerts, removeFired } = useSessionAlertsStore.getState();
  const { notifications, raised } = useNotificationsStore.getState();
  const dueBy = now + raiseLeadMs(tick, now);
  const missed = alerts.filter((alert) => sessionAlertStatus(alert, now) === 'missed');
  const due = alerts.filter(
    (alert) => !missed.includes(alert) && sessionAlertCardStart(alert) <= dueBy,
  );
  if (due.length === 0 && missed.length === 0) return;

  const fresh = due.map((alert) => toCard(alert, now, tick)).filter((card) => !(card.id in raised));
  if (fresh.length > 0) {
    const nextRaised = { ...raised };
    for (const card of fresh) nextRaised[card.id] = card.end ?? now;
    useNotificationsStore.setState({
      notifications: [...fresh.toReversed(), ...notifications],
      raised: nextRaised,
    });
  }
  removeFired([...due, ...missed].map((alert) => alert.id));
  reachHiddenPlayer(fresh, i18n);
}
