import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import { findRegion } from '@/lib/catalog/catalog-index';
import { dueAlertCards, type AlertCard } from '@/lib/planner/alerts';
import { raisedText } from './card-text';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { usePlannerAlertsStore } from './planner-alerts-store';
import { useNotificationSettingsStore } from './settings-store';
import { showSystemNotification } from './system-notification';

function toCard(card: AlertCard): AppNotification {
  const where = findRegion(card.regionKey)?.displayName ?? card.regionKey;
  return {
    id: card.key,
    navigate: paths.region.href(card.regionKey),
    start: card.start,
    end: card.end,
    dismissed: false,
    autoDismiss: true,
    kind: 'time',
    phaseChange: { phase: card.phase, clock: card.clock, phaseStart: card.windowStart, where },
    fish: card.fish,
  };
}

/**
 * Raises the cards of planner alerts due at `now` (once each: their keys join the time cards'
 * raised keys, which `syncNotifications` forgets when they end) and removes the "once" alerts
 * whose card it raised. Derived from `now` alone, like the time cards; a system notification is
 * worded in `i18n`.
 */
export function syncPlannerAlerts(now: number, i18n: I18n) {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return;
  const { alerts, removeFired } = usePlannerAlertsStore.getState();
  const { notifications, raised } = useNotificationsStore.getState();
  const due = dueAlertCards(alerts, now).filter((card) => !(card.key in raised));
  if (due.length === 0) return;

  const fresh = due.map(toCard);
  const nextRaised = { ...raised };
  for (const card of fresh) nextRaised[card.id] = card.end ?? now;
  useNotificationsStore.setState({
    notifications: [...fresh.toReversed(), ...notifications],
    raised: nextRaised,
  });
  removeFired(due.map((card) => card.alertId));

  if (settings.systemNotifications && document.visibilityState === 'hidden') {
    fresh.forEach((card) => showSystemNotification(card, raisedText(card, i18n)));
  }
}
