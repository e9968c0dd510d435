export { BellButton } from './bell-button';
export { NotificationArea } from './notification-area';
export {
  defaultNotificationSettings,
  useNotificationSettings,
  type DisplayMode,
  type NotificationSettings,
} from './settings-store';
export { NotificationSettingsPanel } from './notification-settings-panel';
export {
  pushNotification,
  useNotificationsStore,
  type AppNotification,
} from './notifications-store';
export { useTimeNotifications } from './time-notifications-store';
