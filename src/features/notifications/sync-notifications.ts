import type { I18n } from '@lingui/core';
import { paths } from '@/config/paths';
import { findRegion } from '@/lib/catalog/catalog-index';
import { cardStatus, dueCards, type ScheduledCard } from '@/lib/notifications/scheduler';
import { raisedText } from './card-text';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { useNotificationSettingsStore } from './settings-store';
import { showSystemNotification } from './system-notification';
import { useTimeNotificationsStore } from './time-notifications-store';

const regionName = (key: string) => findRegion(key)?.displayName ?? key;

function toCard(card: ScheduledCard): AppNotification {
  const [firstRegion] = card.regions;
  return {
    id: card.key,
    navigate: firstRegion === undefined ? undefined : paths.region.href(firstRegion),
    regionLinks: card.regions.map((key) => ({ name: regionName(key), to: paths.region.href(key) })),
    start: card.start,
    end: card.end,
    dismissed: false,
    autoDismiss: card.autoDismiss,
    kind: 'time',
    phaseChange: {
      phase: card.phase,
      clock: card.clock,
      phaseStart: card.phaseStart,
      where: card.regions.map(regionName).join(', '),
    },
  };
}

/**
 * Brings the cards up to date with the wall clock at `now`: raises the cards of time notifications
 * that are active now (once each), dismisses auto-dismissing cards whose end has passed and
 * forgets raised keys whose window is over. Everything is derived from `now`, not from counting
 * ticks, so a late timer (a throttled background tab) still lands on the right state. A system
 * notification is worded in `i18n`, the page's language.
 */
export function syncNotifications(now: number, i18n: I18n) {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return;
  const { notifications, raised } = useNotificationsStore.getState();

  const fresh = dueCards(useTimeNotificationsStore.getState().notifications, now)
    .filter((card) => !(card.key in raised))
    .map(toCard);

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

  if (settings.systemNotifications && document.visibilityState === 'hidden') {
    fresh.forEach((card) => showSystemNotification(card, raisedText(card, i18n)));
  }
}
