export { BellButton } from './bell-button';
export { NotificationArea } from './notification-area';
export { defaultNotificationSettings, useNotificationSettings } from './settings-store';
export { NotificationSettingsPanel } from './notification-settings-panel';
export { pushNotification, useNotificationsStore } from './notifications-store';
export { useTimeNotifications } from './time-notifications-store';
