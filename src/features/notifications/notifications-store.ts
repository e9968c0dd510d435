import type { MessageDescriptor } from '@lingui/core';
import { create } from 'zustand';
import type { PhaseChange } from '@/lib/notifications/scheduler';
import type { SessionStopCard } from '@/lib/notifications/session-alerts';
import { useNotificationSettingsStore } from './settings-store';

/** A notification card (spec §3 Notification). Times are epoch ms. */
export interface AppNotification {
  id: string;
  /**
   * An app message's words: its message id and values, worded where shown in the page's language
   * (`card-text.ts`). Time cards have none: their text follows `phaseChange`.
   */
  message?: MessageDescriptor;
  /** A card's plain text, for a message the UI already worded (or a card from before `message`). */
  text?: string;
  /** In-app path the card navigates to when clicked. */
  navigate?: string;
  /**
   * A card about several regions links to each of them (its text names them in this order, in the
   * page's language when shown: `regionNameOfKey`).
   */
  regionLinks?: { key: string; to: string }[];
  start: number;
  /** Without an end the card stays active until dismissed. */
  end?: number;
  dismissed: boolean;
  /** Whether it is dismissed when `end` is reached. */
  autoDismiss?: boolean;
  /**
   * `time` cards come from time notifications and show the in-game time bar; `session` cards from
   * a started session's stops.
   */
  kind?: 'app' | 'time' | 'session';
  /** An error message stays until the player dismisses it, whatever the auto-dismiss setting. */
  tone?: 'error';
  /**
   * A time card's phase change and the regions where it matters (their keys: named in the page's
   * language when shown), so its text reads live.
   */
  phaseChange?: PhaseChange & { regions: readonly string[] };
  /** A planner alert's fish: its text says they bite from the phase change (their window). */
  fish?: string[];
  /** A session card's stop, so its text reads live ("Session: Kryta next, in 1 min…"). */
  sessionStop?: SessionStopCard;
  /** How late the card came after its moment, when a background tab's slow timer delayed it. */
  lateMs?: number;
  /**
   * An app message that is an alert (a new daily): raised while the tab is hidden, it also reaches
   * the player as a system notification and the sound, like the time cards.
   */
  alert?: boolean;
}

interface NotificationsState {
  notifications: AppNotification[];
  /** Whether dismissed cards are shown with the active ones. */
  showHistory: boolean;
  /** Time cards already raised (key → end), so a deleted or cleared card is not raised again. */
  raised: Record<string, number>;
  dismiss: (id: string) => void;
  /** Pins a dismissed card back (un-dismisses it). */
  restore: (id: string) => void;
  remove: (id: string) => void;
  /** Removes every card, dismissed or not. */
  clear: () => void;
  setShowHistory: (show: boolean) => void;
}

const setDismissed = (notifications: AppNotification[], id: string, dismissed: boolean) =>
  notifications.map((n) => (n.id === id ? { ...n, dismissed } : n));

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  notifications: [],
  showHistory: false,
  raised: {},
  dismiss: (id) =>
    set(({ notifications }) => ({ notifications: setDismissed(notifications, id, true) })),
  restore: (id) =>
    set(({ notifications }) => ({ notifications: setDismissed(notifications, id, false) })),
  remove: (id) =>
    set(({ notifications }) => ({ notifications: notifications.filter((n) => n.id !== id) })),
  clear: () => set({ notifications: [] }),
  setShowHistory: (showHistory) => set({ showHistory }),
}));

let sequence = 0;

/**
 * Shows an app message (key selected, key failed, new dailies…) in the notification area: its
 * `message` (an id and values, worded where shown) or a `text` the UI has worded. It only
 * appears while notifications are enabled in the settings (spec §5); with the settings'
 * auto-dismiss on (the default), it is dismissed after that many seconds — except an error,
 * which stays until read. Returns the card's id, if shown.
 */
export function pushNotification(
  message: ({ message: MessageDescriptor } | { text: string }) & {
    navigate?: string;
    tone?: 'error';
    alert?: boolean;
  },
  now = Date.now(),
): string | undefined {
  const settings = useNotificationSettingsStore.getState();
  if (!settings.enabled) return undefined;
  const autoDismiss = settings.autoDismiss && message.tone !== 'error';
  const notification: AppNotification = {
    id: `app-${now}-${sequence++}`,
    ...('message' in message ? { message: message.message } : { text: message.text }),
    navigate: message.navigate,
    start: now,
    end: autoDismiss ? now + settings.autoDismissSeconds * 1000 : undefined,
    dismissed: false,
    autoDismiss,
    kind: 'app',
    tone: message.tone,
    alert: message.alert,
  };
  useNotificationsStore.setState(({ notifications }) => ({
    notifications: [notification, ...notifications],
  }));
  return notification.id;
}

/** Cards shown: all with the history, otherwise only those not dismissed; newest first. */
export const visibleNotifications = (notifications: AppNotification[], showHistory: boolean) =>
  (showHistory ? notifications : notifications.filter((n) => !n.dismissed)).toSorted(
    (a, b) => b.start - a.start,
  );

/** At most this many cards show at once; the rest collapse into a count. */
export const MAX_VISIBLE_CARDS = 3;

/** The first `max` cards, and how many more there are. */
export function capCards<T>(cards: readonly T[], max = MAX_VISIBLE_CARDS) {
  return { shown: cards.slice(0, Math.max(0, max)), more: Math.max(0, cards.length - max) };
}
