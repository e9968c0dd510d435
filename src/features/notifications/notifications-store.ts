import { create } from 'zustand';
import { useNotificationSettingsStore } from './settings-store';

/** A notification card (spec §3 Notification). Times are epoch ms. */
export interface AppNotification {
  id: string;
  text: string;
  /** In-app path the card navigates to when clicked. */
  navigate?: string;
  start: number;
  /** Without an end the card stays active until dismissed. */
  end?: number;
  dismissed: boolean;
  /** Whether it is dismissed when `end` is reached. */
  autoDismiss?: boolean;
  /** `time` cards come from time notifications and show the in-game time bar. */
  kind?: 'app' | 'time';
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
 * Shows an app message (key selected, key failed, new dailies…) in the notification area. It only
 * appears while notifications are enabled in the settings (spec §5); with the settings'
 * auto-dismiss on, it is dismissed after that many seconds. Returns the card's id, if shown.
 */
export function pushNotification(
  message: { text: string; navigate?: string },
  now = Date.now(),
): string | undefined {
  const { enabled, autoDismiss, autoDismissSeconds } = useNotificationSettingsStore.getState();
  if (!enabled) return undefined;
  const notification: AppNotification = {
    id: `app-${now}-${sequence++}`,
    text: message.text,
    navigate: message.navigate,
    start: now,
    end: autoDismiss ? now + autoDismissSeconds * 1000 : undefined,
    dismissed: false,
    autoDismiss,
    kind: 'app',
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
