import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import {
  lateByMs,
  raiseLeadMs,
  raisedStart,
  type TickContext,
} from '@/lib/notifications/raise-timing';
import { dueAlertCards, type AlertCard } from '@/lib/planner/alerts';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { usePlannerAlertsStore } from './planner-alerts-store';
import { reachHiddenPlayer } from './reach-hidden-player';
import { useNotificationSettingsStore } from './settings-store';

function toCard(card: AlertCard, now: number, tick: TickContext): AppNotification {
  return {
    id: card.key,
    navigate: paths.region.href(card.regionKey),
    start: raisedStart(card.start, now),
    lateMs: lateByMs(tick, card.start, now),
    end: card.end,
    dismissed: false,
    autoDismiss: true,
    kind: 'time',
    phaseChange: {
      phase: card.phase,
      clock: card.clock,
      phaseStart: card.windowStart,
      regions: [card.regionKey],
    },
    fish: card.fish,
  };
}

/**
 * Raises the cards of planner alerts due at `now` (once each: their keys join the time cards'
 * raised keys, which `syncNotifications` forgets when they end) and removes the "once" alerts
 * whose card it raised. Derived from `now` alone, like the time cards, and raised early or said
 * late the same way while the tab is hidden (`tick`); a hidden player is reached in `i18n`.
 */
export function syncPlannerAlerts(now: number, i18n: I18n, tick: TickContext = { hidden: false }) {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return;
  const { alerts, removeFired } = usePlannerAlertsStore.getState();
  const { notifications, raised } = useNotificationsStore.getState();
  const lead = raiseLeadMs(tick, now);
  // Ahead by the lead, a card whose window closes within it is not among the due: raised already.
  const due = dueAlertCards(alerts, now + lead).filter((card) => !(card.key in raised));
  if (due.length === 0) return;

  const fresh = due.map((card) => toCard(card, now, tick));
  const nextRaised = { ...raised };
  for (const card of fresh) nextRaised[card.id] = card.end ?? now;
  useNotificationsStore.setState({
    notifications: [...fresh.toReversed(), ...notifications],
    raised: nextRaised,
  });
  removeFired(due.map((card) => card.alertId));
  reachHiddenPlayer(fresh, i18n);
}
