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
    // What is saved: every setting, not the action.
    partialize: ({ update: _update, ...settings }: NotificationSettingsState) => settings,
  },
  (set) => ({
    ...defaultNotificationSettings,
    update: (changes) => set(changes),
  }),
);
