export { SettingsGeneral as Component } from '@/features/settings/settings-general';
