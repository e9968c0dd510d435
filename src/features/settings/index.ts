export { SettingsGeneral } from './settings-general';
