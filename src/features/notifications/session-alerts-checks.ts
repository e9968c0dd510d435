import * as z from 'zod/mini';
import type { SessionAlert } from '@/lib/notifications';
import type { SliceChecks } from '@/lib/storage';
import { MAX_SESSION_ALERTS, type StartedSession } from './started-session';

const sessionAlertSchema = z.object({
  id: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  start: z.number(),
  end: z.number(),
  collectionKey: z.string().check(z.minLength(1)),
  where: z.string(),
  locale: z.enum(['TYRIA', 'CANTHA']),
  phase: z.enum(['DAWN', 'DAY', 'DUSK', 'NIGHT']),
  fish: z.array(z.string()),
  minutesAhead: z.int().check(z.gte(0)),
});

/** How stored and imported session alerts are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ session: StartedSession | null; alerts: SessionAlert[] }> = {
  schema: z.object({
    session: z.nullable(z.object({ id: z.string().check(z.minLength(1)), end: z.number() })),
    alerts: z.array(sessionAlertSchema).check(z.maxLength(MAX_SESSION_ALERTS)),
  }),
};
