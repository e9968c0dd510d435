import * as z from 'zod/mini';
import { NOTIFICATION } from '@/config/constants';
import { createPersistedStore, type StorageProblem } from '@/lib/storage';

export const displayModes = ['LEFT', 'RIGHT', 'UNDEFINED'] as const;
export type DisplayMode = (typeof displayModes)[number];

/** Notification settings (spec §3). Notifications show only while `enabled`. */
export interface NotificationSettings {
  enabled: boolean;
  displayMode: DisplayMode;
  autoDismiss: boolean;
  autoDismissSeconds: number;
  /** Beyond the spec: also raise a browser notification when a card starts while the tab is hidden. */
  systemNotifications: boolean;
}

interface NotificationSettingsState extends NotificationSettings {
  update: (changes: Partial<NotificationSettings>) => void;
}

export const defaultNotificationSettings: NotificationSettings = {
  enabled: false,
  displayMode: 'RIGHT',
  // Beyond the spec (issue 17): messages get out of the way by themselves unless asked to stay.
  autoDismiss: true,
  autoDismissSeconds: NOTIFICATION.defaultAutoDismissSeconds,
  systemNotifications: false,
};

const notificationSettingsSchema = z.object({
  enabled: z.boolean(),
  displayMode: z.enum(displayModes),
  autoDismiss: z.boolean(),
  autoDismissSeconds: z.int().check(z.gte(1)),
  systemNotifications: z.boolean(),
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

export const useNotificationSettingsStore = createPersistedStore(
  {
    name: 'notification-settings',
    version: 2,
    schema: notificationSettingsSchema,
    // Version 1 had no system-notification opt-in: it starts off.
    migrate: (stored) => ({ systemNotifications: false, ...(stored as object) }),
    repair: keepValidSettings,
    partialize: ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
      systemNotifications,
    }: NotificationSettingsState) => ({
      enabled,
      displayMode,
      autoDismiss,
      autoDismissSeconds,
      systemNotifications,
    }),
  },
  (set) => ({
    ...defaultNotificationSettings,
    update: (changes) => set(changes),
  }),
);
