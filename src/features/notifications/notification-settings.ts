import { NOTIFICATION } from '@/config/constants';

export const displayModes = ['LEFT', 'RIGHT', 'UNDEFINED'] as const;
export type DisplayMode = (typeof displayModes)[number];

/** Notification settings (spec §3). Notifications show only while `enabled`. */
export interface NotificationSettings {
  enabled: boolean;
  displayMode: DisplayMode;
  autoDismiss: boolean;
  autoDismissSeconds: number;
  /** Beyond the spec: also raise a browser notification when a card starts while the tab is hidden. */
  systemNotifications: boolean;
  /** Beyond the spec: a short sound when an alert falls due while the tab is hidden (opt-in). */
  alertSound: boolean;
}

export const defaultNotificationSettings: NotificationSettings = {
  enabled: false,
  displayMode: 'RIGHT',
  // Beyond the spec (issue 17): messages get out of the way by themselves unless asked to stay.
  autoDismiss: true,
  autoDismissSeconds: NOTIFICATION.defaultAutoDismissSeconds,
  systemNotifications: false,
  alertSound: false,
};
