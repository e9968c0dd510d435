import { useKeysStore } from '@/features/account/keys-store';
import { useNotificationSettingsStore } from '@/features/notifications/settings-store';
import { usePlannerAlertsStore } from '@/features/notifications/planner-alerts-store';
import { useSessionAlertsStore } from '@/features/notifications/session-alerts-store';
import { useTimeNotificationsStore } from '@/features/notifications/time-notifications-store';
import { useFishingPowerStore } from '@/features/fishing-power/fishing-power-store';
import { useLanguageStore } from '@/features/language/language-store';
import { usePinsStore } from '@/features/pins/pins-store';
import { useCatchLogStore } from '@/features/session/catch-log/catch-log-store';
import { useSessionStore } from '@/features/session/session-store';
import { useMarksStore } from '@/features/progress/marks-store';

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
