import * as z from 'zod/mini';
import type { SliceChecks } from '@/lib/storage/slice-definition';
import type { StorageProblem } from '@/lib/storage/keep-valid';
import {
  defaultNotificationSettings,
  displayModes,
  type NotificationSettings,
} from './notification-settings';

const notificationSettingsSchema = z.object({
  enabled: z.boolean(),
  displayMode: z.enum(displayModes),
  autoDismiss: z.boolean(),
  autoDismissSeconds: z.int().check(z.gte(1)),
  systemNotifications: z.boolean(),
  alertSound: z.boolean(),
});

/** Keeps each valid setting of a stored group; an unreadable one gets its default. */
function keepValidSettings(stored: unknown) {
  const values = (typeof stored === 'object' && stored ? stored : {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...defaultNotificationSettings };
  const problems: StorageProblem[] = [];
  for (const [name, schema] of Object.entries(notificationSettingsSchema.shape)) {
    if (schema.safeParse(values[name]).success) settings[name] = values[name];
    else problems.push({ kind: 'default-used', setting: name });
  }
  return { data: settings, problems };
}

/** How stored and imported notification settings are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<NotificationSettings> = {
  schema: notificationSettingsSchema,
  repair: keepValidSettings,
};
