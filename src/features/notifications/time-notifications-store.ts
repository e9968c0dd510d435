import * as z from 'zod/mini';
import { NOTIFICATION } from '@/config/constants';
import {
  addTimeNotification,
  deleteTimeNotification,
  removeRegion,
  updateTimeNotification,
  type TimeNotification,
  type TimeNotificationDraft,
} from '@/lib/notifications';
import { createPersistedStore, type CapReached } from '@/lib/storage';
import { createId } from './create-id';
import { idListSlice } from './id-list-slice';

interface TimeNotificationsState {
  notifications: TimeNotification[];
  /** Adds or merges (spec §5); an addition past the cap is refused (the player is told). */
  add: (draft: TimeNotificationDraft) => CapReached | undefined;
  update: (id: string, changes: Partial<Omit<TimeNotification, 'id'>>) => void;
  removeRegion: (id: string, region: string) => void;
  remove: (id: string) => void;
}

const timeNotificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  minutesAhead: z.optional(z.int().check(z.gte(0), z.lte(NOTIFICATION.minutesAheadMax))),
  timesOfDay: z.array(z.enum(['DAY', 'TWILIGHT', 'NIGHT'])).check(z.minLength(1)),
  inCantha: z.boolean(),
  regions: z.array(z.string()).check(z.minLength(1)),
  autoDismiss: z.boolean(),
});

/** A file with more is not a real export (and would slow every page down). */
const MAX_TIME_NOTIFICATIONS = 200;

/** The player's time notifications (spec §3), saved with the persistence switch. */
export const useTimeNotificationsStore = createPersistedStore(
  {
    name: 'time-notifications',
    version: 1,
    schema: z.object({
      notifications: z.array(timeNotificationSchema).check(z.maxLength(MAX_TIME_NOTIFICATIONS)),
    }),
    ...idListSlice<'notifications', TimeNotification>(
      'notifications',
      timeNotificationSchema,
      MAX_TIME_NOTIFICATIONS,
      'time-notifications',
    ),
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
