export { BellButton } from './bell-button';
export { NotificationArea } from './notification-area';
export { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
export { NotificationSettingsPanel } from './notification-settings-panel';
export { pushNotification, useNotificationsStore } from './notifications-store';
export { usePlannerAlertsStore } from './planner-alerts-store';
export { useTimeNotificationsStore } from './time-notifications-store';
