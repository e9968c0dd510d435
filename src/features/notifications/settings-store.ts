import { create } from 'zustand';
import { NOTIFICATION } from '@/config/constants';

export type DisplayMode = 'LEFT' | 'RIGHT' | 'UNDEFINED';

/** Notification settings (spec §3). Notifications show only while `enabled`. */
export interface NotificationSettings {
  enabled: boolean;
  displayMode: DisplayMode;
  autoDismiss: boolean;
  autoDismissSeconds: number;
}

interface NotificationSettingsState extends NotificationSettings {
  update: (changes: Partial<NotificationSettings>) => void;
}

export const defaultNotificationSettings: NotificationSettings = {
  enabled: false,
  displayMode: 'RIGHT',
  autoDismiss: false,
  autoDismissSeconds: NOTIFICATION.defaultAutoDismissSeconds,
};

export const useNotificationSettings = create<NotificationSettingsState>()((set) => ({
  ...defaultNotificationSettings,
  update: (changes) => set(changes),
}));
