export { NotificationSettingsPanel as Component } from '@/features/notifications/notification-settings-panel';
