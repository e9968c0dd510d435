import { createPersistedStore } from '@/lib/storage/persisted-store';
import { defaultNotificationSettings, type NotificationSettings } from './notification-settings';

export { defaultNotificationSettings } from './notification-settings';

interface NotificationSettingsState extends NotificationSettings {
  update: (changes: Partial<NotificationSettings>) => void;
}

export const useNotificationSettingsStore = createPersistedStore(
  {
    name: 'notification-settings',
    version: 2,
    checks: () => import('./settings-checks'),
    // Version 1 had no system-notification opt-in: it starts off.
    migrate: (stored) => ({ systemNotifications: false, ...(stored as object) }),
    partialize: ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
      systemNotifications,
    }: NotificationSettingsState) => ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
      systemNotifications,
    }),
  },
  (set) => ({
    ...defaultNotificationSettings,
    update: (changes) => set(changes),
  }),
);
