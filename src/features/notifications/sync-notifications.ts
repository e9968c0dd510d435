import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import {
  lateByMs,
  raiseLeadMs,
  raisedStart,
  type TickContext,
} from '@/lib/notifications/raise-timing';
import { cardStatus, dueCards, type ScheduledCard } from '@/lib/notifications/scheduler';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { reachHiddenPlayer } from './reach-hidden-player';
import { useNotificationSettingsStore } from './settings-store';
import { useTimeNotificationsStore } from './time-notifications-store';

function toCard(card: ScheduledCard, now: number, tick: TickContext): AppNotification {
  const [firstRegion] = card.regions;
  return {
    id: card.key,
    navigate: firstRegion === undefined ? undefined : paths.region.href(firstRegion),
    regionLinks: card.regions.map((key) => ({ key, to: paths.region.href(key) })),
    start: raisedStart(card.start, now),
    lateMs: lateByMs(tick, card.start, now),
    end: card.end,
    dismissed: false,
    autoDismiss: card.autoDismiss,
    kind: 'time',
    phaseChange: {
      phase: card.phase,
      clock: card.clock,
      phaseStart: card.phaseStart,
      regions: card.regions,
    },
  };
}

/**
 * Brings the cards up to date with the wall clock at `now`: raises the cards of time notifications
 * that are active now (once each), dismisses auto-dismissing cards whose end has passed and
 * forgets raised keys whose window is over. Everything is derived from `now`, not from counting
 * ticks, so a late timer (a throttled background tab) still lands on the right state; while the
 * tab is hidden (`tick`), a card due before the next tick is raised on this one, and a card that
 * came late says by how much. A hidden player is reached in `i18n`, the page's language.
 */
export function syncNotifications(now: number, i18n: I18n, tick: TickContext = { hidden: false }) {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return;
  const { notifications, raised } = useNotificationsStore.getState();

  const fresh = dueCards(
    useTimeNotificationsStore.getState().notifications,
    now,
    raiseLeadMs(tick, now),
  )
    .filter((card) => !(card.key in raised))
    .map((card) => toCard(card, now, tick));

  const expired = (n: AppNotification) =>
    !n.dismissed && n.autoDismiss === true && cardStatus(n, now) === 'deactivated';
  const anyExpired = notifications.some(expired);
  const stale = Object.entries(raised).filter(([, end]) => end <= now);
  if (fresh.length === 0 && !anyExpired && stale.length === 0) return;

  const nextRaised = { ...raised };
  for (const [key] of stale) delete nextRaised[key];
  for (const card of fresh) nextRaised[card.id] = card.end ?? now;
  useNotificationsStore.setState({
    notifications: [
      ...fresh.toReversed(),
      ...notifications.map((n) => (expired(n) ? { ...n, dismissed: true } : n)),
    ],
    raised: nextRaised,
  });
  reachHiddenPlayer(fresh, i18n);
}
