import * as z from 'zod/mini';
import { NOTIFICATION } from '@/config/constants';
import type { PlannerAlert } from '@/lib/planner/alerts';
import type { SliceChecks } from '@/lib/storage/slice-definition';
import { idListRepair } from './id-list-slice';

const time = z.enum(['ANY', 'DAY', 'TWILIGHT', 'NIGHT']);
const plannerAlertSchema = z.object({
  id: z.string().check(z.minLength(1)),
  regionKey: z.string().check(z.minLength(1)),
  clock: z.enum(['TYRIA', 'CANTHA']),
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

/** How stored and imported planner alerts are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ alerts: PlannerAlert[] }> = {
  schema: z.object({
    alerts: z.array(plannerAlertSchema).check(z.maxLength(MAX_PLANNER_ALERTS)),
  }),
  repair: idListRepair('alerts', plannerAlertSchema, MAX_PLANNER_ALERTS, 'planner-alerts'),
};
