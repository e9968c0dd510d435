/**
 * Every store saved with the persistence switch, imported at start-up so each registers itself
 * before the player can turn persistence on, export or import (a store first imported by a lazy
 * page would otherwise be missed). Add new persisted stores here.
 */
export { usePinsStore } from '@/features/pins';
export { useNotificationSettingsStore } from '@/features/notifications';
export { useMarksStore } from '@/features/progress';
export { useTimeNotificationsStore } from '@/features/notifications';
export { useKeysStore } from '@/features/account';
