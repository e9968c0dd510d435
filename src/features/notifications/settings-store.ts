import { createPersistedStore } from '@/lib/storage/persisted-store';
import { defaultNotificationSettings, type NotificationSettings } from './notification-settings';

export { defaultNotificationSettings } from './notification-settings';

interface NotificationSettingsState extends NotificationSettings {
  update: (changes: Partial<NotificationSettings>) => void;
}

export const useNotificationSettingsStore = createPersistedStore(
  {
    name: 'notification-settings',
    version: 3,
    checks: () => import('./settings-checks'),
    // Version 1 had no system-notification opt-in, version 2 no alert sound: they start off.
    migrate: (stored) => ({ systemNotifications: false, alertSound: false, ...(stored as object) }),
    partialize: ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
      systemNotifications,
      alertSound,
    }: NotificationSettingsState) => ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
      systemNotifications,
      alertSound,
    }),
  },
  (set) => ({
    ...defaultNotificationSettings,
    update: (changes) => set(changes),
  }),
);
