import { create } from 'zustand';

/** A notification card (spec §3 Notification). Times are epoch ms. */
export interface AppNotification {
  id: string;
  text: string;
  /** In-app path the card navigates to when clicked. */
  navigate?: string;
  start: number;
  end?: number;
  dismissed: boolean;
}

interface NotificationsState {
  notifications: AppNotification[];
  dismiss: (id: string) => void;
}

export const useNotificationsStore = create<NotificationsState>()((set) => ({
  notifications: [],
  dismiss: (id) =>
    set(({ notifications }) => ({
      notifications: notifications.map((n) => (n.id === id ? { ...n, dismissed: true } : n)),
    })),
}));

let sequence = 0;

/**
 * Shows an app message (key selected, key failed, new dailies…) in the notification area. It only
 * appears while notifications are enabled in the settings (spec §5).
 */
export function pushNotification(message: { text: string; navigate?: string }, now = Date.now()) {
  const notification: AppNotification = {
    id: `app-${now}-${sequence++}`,
    text: message.text,
    navigate: message.navigate,
    start: now,
    dismissed: false,
  };
  useNotificationsStore.setState(({ notifications }) => ({
    notifications: [notification, ...notifications],
  }));
}
