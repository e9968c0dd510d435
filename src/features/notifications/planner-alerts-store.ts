import * as z from 'zod/mini';
import { NOTIFICATION } from '@/config/constants';
import {
  fishSubject,
  setPlannerAlert,
  type PlannerAlert,
  type PlannerAlertDraft,
} from '@/lib/notifications';
import { createPersistedStore, keepValidItems } from '@/lib/storage';
import { createId } from './create-id';

interface PlannerAlertsState {
  alerts: PlannerAlert[];
  /** Sets the alert for the draft's fish (replacing the one set for them) at `now`. */
  set: (draft: PlannerAlertDraft, now?: number) => void;
  remove: (id: string) => void;
  /** Removes "once" alerts whose card was raised. */
  removeFired: (ids: readonly string[]) => void;
}

const time = z.enum(['ANY', 'DAY', 'TWILIGHT', 'NIGHT']);
const plannerAlertSchema = z.object({
  id: z.string().check(z.minLength(1)),
  regionKey: z.string().check(z.minLength(1)),
  locale: z.enum(['TYRIA', 'CANTHA']),
  fishTime: z.object({
    timeOfDay: time,
    higherChanceTime: z.nullable(z.enum(['DAY', 'TWILIGHT', 'NIGHT'])),
  }),
  fish: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  minutesAhead: z.int().check(z.gte(0), z.lte(NOTIFICATION.minutesAheadMax)),
  repeat: z.enum(['once', 'every']),
  createdAt: z.number(),
});

/** A file with more is not a real export. */
const MAX_PLANNER_ALERTS = 200;

/** The planner's "Alert me" alerts (issue 27), saved with the persistence switch. */
export const usePlannerAlertsStore = createPersistedStore(
  {
    name: 'planner-alerts',
    label: 'planner alerts',
    version: 1,
    schema: z.object({
      alerts: z.array(plannerAlertSchema).check(z.maxLength(MAX_PLANNER_ALERTS)),
    }),
    repair: (stored) => {
      const options = { max: MAX_PLANNER_ALERTS, noun: 'planner alerts' };
      const { kept, problems, capped } = keepValidItems(
        stored,
        'alerts',
        plannerAlertSchema,
        options,
      );
      return { data: { alerts: kept }, problems, capped };
    },
    mergeImport: (current, incoming) => ({
      alerts: [
        ...current.alerts,
        ...incoming.alerts.filter(
          (item) => !current.alerts.some((existing) => existing.id === item.id),
        ),
      ],
    }),
    countItems: ({ alerts }) => alerts.length,
    itemNames: ({ alerts }) => alerts.map((alert) => `"${fishSubject(alert.fish)}"`),
    partialize: ({ alerts }: PlannerAlertsState) => ({ alerts }),
  },
  (set) => ({
    alerts: [],
    set: (draft, now = Date.now()) =>
      set(({ alerts }) => ({ alerts: setPlannerAlert(alerts, draft, createId, now) })),
    remove: (id) => set(({ alerts }) => ({ alerts: alerts.filter((alert) => alert.id !== id) })),
    removeFired: (ids) =>
      set(({ alerts }) => ({
        alerts: alerts.filter((alert) => alert.repeat !== 'once' || !ids.includes(alert.id)),
      })),
  }),
);
