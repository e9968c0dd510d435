import * as z from 'zod/mini';
import { NOTIFICATION } from '@/config/constants';
import type { TimeNotification } from '@/lib/notifications/types';
import type { SliceChecks } from '@/lib/storage/slice-definition';
import { idListRepair } from './id-list-slice';

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

/** How stored and imported time notifications are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ notifications: TimeNotification[] }> = {
  schema: z.object({
    notifications: z.array(timeNotificationSchema).check(z.maxLength(MAX_TIME_NOTIFICATIONS)),
  }),
  repair: idListRepair(
    'notifications',
    timeNotificationSchema,
    MAX_TIME_NOTIFICATIONS,
    'time-notifications',
  ),
};
