import {
  addTimeNotification,
  deleteTimeNotification,
  removeRegion,
  updateTimeNotification,
} from '@/lib/notifications/rules';
import type { TimeNotification, TimeNotificationDraft } from '@/lib/notifications/types';
import { createPersistedStore } from '@/lib/storage/persisted-store';
import type { CapReached } from '@/lib/storage/cap-rule';
import { createId } from './create-id';
import { idListMerge } from './id-list-slice';

interface TimeNotificationsState {
  notifications: TimeNotification[];
  /** Adds or merges (spec §5); an addition past the cap is refused (the player is told). */
  add: (draft: TimeNotificationDraft) => CapReached | undefined;
  update: (id: string, changes: Partial<Omit<TimeNotification, 'id'>>) => void;
  removeRegion: (id: string, region: string) => void;
  remove: (id: string) => void;
}

/** The player's time notifications (spec §3), saved with the persistence switch. */
export const useTimeNotificationsStore = createPersistedStore(
  {
    name: 'time-notifications',
    version: 1,
    checks: () => import('./time-notifications-checks'),
    ...idListMerge<'notifications', TimeNotification>('notifications'),
    partialize: ({ notifications }: TimeNotificationsState) => ({ notifications }),
  },
  (set, _get, _api, setWithinCap) => ({
    notifications: [],
    add: (draft) =>
      setWithinCap(({ notifications }) => ({
        notifications: addTimeNotification(notifications, draft, createId),
      })),
    update: (id, changes) =>
      set(({ notifications }) => ({
        notifications: updateTimeNotification(notifications, id, changes),
      })),
    removeRegion: (id, region) =>
      set(({ notifications }) => ({ notifications: removeRegion(notifications, id, region) })),
    remove: (id) =>
      set(({ notifications }) => ({ notifications: deleteTimeNotification(notifications, id) })),
  }),
);
