export { NotificationSettingsPanel as Component } from '@/features/notifications';
