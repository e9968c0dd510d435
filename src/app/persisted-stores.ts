import type { StoreLoaders } from '@/lib/storage/slice-registry';

/**
 * Every store saved with the persistence switch, by its slice's name: how to create it. A page
 * creates only the stores it uses, when the module that uses one is loaded (docs/storage.md "Each
 * store when first used"); export, import and persistence switched off reach the others through
 * this list (`slice-registry.ts`), which the start-up hands over. Add new persisted stores here;
 * `persisted-stores.test.ts` fails when one is missing or listed under another name.
 */
export const storeLoaders: StoreLoaders = {
  pins: () => import('@/features/pins/pins-store'),
  'notification-settings': () => import('@/features/notifications/settings-store'),
  marks: () => import('@/features/progress/marks-store'),
  'time-notifications': () => import('@/features/notifications/time-notifications-store'),
  'planner-alerts': () => import('@/features/notifications/planner-alerts-store'),
  'session-alerts': () => import('@/features/notifications/session-alerts-store'),
  'api-keys': () => import('@/features/account/keys-store'),
  language: () => import('@/features/language/language-store'),
  session: () => import('@/features/session/session-store'),
  'catch-log': () => import('@/features/session/catch-log/catch-log-store'),
  'fishing-power': () => import('@/features/fishing-power/fishing-power-store'),
};
