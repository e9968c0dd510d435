import { useKeysStore } from '@/features/account';
import {
  useNotificationSettingsStore,
  usePlannerAlertsStore,
  useSessionAlertsStore,
  useTimeNotificationsStore,
} from '@/features/notifications';
import { useFishingPowerStore } from '@/features/fishing-power';
import { useLanguageStore } from '@/features/language';
import { usePinsStore } from '@/features/pins';
import { useCatchLogStore, useSessionStore } from '@/features/session';
import { useMarksStore } from '@/features/progress';

/**
 * Every store saved with the persistence switch, created at start-up so each registers itself
 * before the player can turn persistence on, export or import (a store first imported by a lazy
 * page would otherwise be missed). The app passes this list to the storage sync: a list nothing
 * used would be dropped from the build (the feature modules are marked free of side effects).
 * Add new persisted stores here; `persisted-stores.test.ts` fails when one is missing.
 */
export const persistedStores = [
  usePinsStore,
  useNotificationSettingsStore,
  useMarksStore,
  useTimeNotificationsStore,
  usePlannerAlertsStore,
  useSessionAlertsStore,
  useKeysStore,
  useLanguageStore,
  useSessionStore,
  useCatchLogStore,
  useFishingPowerStore,
];
