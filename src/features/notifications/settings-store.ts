import * as z from 'zod/mini';
import { NOTIFICATION } from '@/config/constants';
import { createPersistedStore } from '@/lib/storage';

export const displayModes = ['LEFT', 'RIGHT', 'UNDEFINED'] as const;
export type DisplayMode = (typeof displayModes)[number];

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

const notificationSettingsSchema = z.object({
  enabled: z.boolean(),
  displayMode: z.enum(displayModes),
  autoDismiss: z.boolean(),
  autoDismissSeconds: z.int().check(z.gte(1)),
});

export const useNotificationSettings = createPersistedStore(
  {
    name: 'notification-settings',
    label: 'notification settings',
    version: 1,
    schema: notificationSettingsSchema,
    partialize: ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
    }: NotificationSettingsState) => ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
    }),
  },
  (set) => ({
    ...defaultNotificationSettings,
    update: (changes) => set(changes),
  }),
);
