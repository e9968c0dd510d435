import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MINUTE_MS } from '@/config/constants';
import { regionNameOfKey } from '@/lib/catalog/region-names';
import { biteAlertText } from '@/lib/notifications/bite-alert-text';
import { phaseChangeText } from '@/lib/notifications/scheduler';
import { sessionStopText } from '@/lib/notifications/session-alerts';
import type { AppNotification } from './notifications-store';

/**
 * A card's text at `now`, in the page's language: a time card's follows its phase change ("Night
 * in Tyria began 3 min ago — Kryta"), a planner alert's says when its fish bite, a session's names
 * its next stop, an app message is worded from its message id and values, and a card made with
 * plain text shows that text.
 */
export function cardText(notification: AppNotification, now: number, i18n: I18n): string {
  const { text, message, phaseChange, fish, sessionStop } = notification;
  if (sessionStop) return sessionStopText(sessionStop, now, i18n);
  if (phaseChange) {
    const change = fish
      ? biteAlertText(fish, phaseChange, now, i18n)
      : phaseChangeText(phaseChange, now, i18n);
    return `${change} — ${phaseChange.regions.map((key) => regionNameOfKey(i18n, key)).join(', ')}`;
  }
  return message ? i18n._(message) : (text ?? '');
}

/**
 * What the card said when it was raised (its start, or later by as much as it came late):
 * announced once, and a system notification's body.
 */
export const raisedText = (notification: AppNotification, i18n: I18n) =>
  cardText(notification, notification.start + (notification.lateMs ?? 0), i18n);

/**
 * Said under a card that came late ("Came 2 min late: …"), when a hidden tab's slowed timers
 * delayed it (`lateByMs`); in minutes from one minute, else in seconds.
 */
export function lateNote({ lateMs }: AppNotification, i18n: I18n): string | undefined {
  if (lateMs === undefined) return undefined;
  if (lateMs < MINUTE_MS) {
    const seconds = Math.round(lateMs / 1000);
    return i18n._(msg`Came ${seconds} s late: the browser slows down tabs in the background.`);
  }
  const minutes = Math.round(lateMs / MINUTE_MS);
  return i18n._(msg`Came ${minutes} min late: the browser slows down tabs in the background.`);
}
