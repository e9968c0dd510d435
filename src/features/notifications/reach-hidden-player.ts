import type { I18n } from '@lingui/core';
import { localeOfPath } from '@/lib/i18n/locale-of-path';
import { localizedPath } from '@/lib/i18n/locale-path';
import { playAlertSound } from './alert-sound';
import { lateNote, raisedText } from './card-text';
import type { AppNotification } from './notifications-store';
import { useNotificationSettingsStore } from './settings-store';
import { showSystemNotification } from './system-notification';

/** Whether the player cannot see the page: the tab is in the background or the window minimised. */
export const tabHidden = () => document.visibilityState === 'hidden';

/** A system notification's words: what the card said when raised, and when it came late, by how much. */
export const systemBody = (card: AppNotification, i18n: I18n) =>
  [raisedText(card, i18n), lateNote(card, i18n)].filter(Boolean).join('\n');

/**
 * Cards just raised reach a player who cannot see the page (docs/notifications.md "Reaching the
 * player in the game"): while the tab is hidden, each as a system notification (when opted in and
 * allowed), worded in `i18n`, opening the page it is about; and one short sound for them all
 * (when opted in). A visible page shows its cards, and says nothing more.
 */
export function reachHiddenPlayer(cards: readonly AppNotification[], i18n: I18n) {
  if (cards.length === 0 || !tabHidden()) return;
  const { systemNotifications, alertSound } = useNotificationSettingsStore.getState();
  if (systemNotifications) {
    const locale = localeOfPath(window.location.pathname);
    for (const card of cards) {
      const url = localizedPath(locale, card.navigate ?? '/');
      void showSystemNotification({ tag: card.id, body: systemBody(card, i18n), url });
    }
  }
  if (alertSound) playAlertSound();
}
