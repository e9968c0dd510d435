import * as z from 'zod/mini';
import type { SessionAlert } from '@/lib/notifications/session-alerts';
import { isSessionInstant } from '@/lib/session/session-time';
import { isRecord, keepValidItems } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';
import { MAX_SESSION_ALERTS, type StartedSession } from './started-session';

/** An instant a session may read now: within a year, on a valid date (issue 57, S1). */
const instant = z.number().check(z.refine((value) => isSessionInstant(value, Date.now())));

/** An alert comes a minute before its stop; an hour is far more than any real one. */
const MAX_MINUTES_AHEAD = 60;

const sessionAlertSchema = z.object({
  id: z.string().check(z.minLength(1)),
  sessionId: z.string().check(z.minLength(1)),
  start: instant,
  end: instant,
  collectionKey: z.string().check(z.minLength(1)),
  where: z.string(),
  clock: z.enum(['TYRIA', 'CANTHA']),
  phase: z.enum(['DAWN', 'DAY', 'DUSK', 'NIGHT']),
  fish: z.array(z.string()),
  minutesAhead: z.int().check(z.gte(0), z.lte(MAX_MINUTES_AHEAD)),
});

const startedSessionSchema = z.object({ id: z.string().check(z.minLength(1)), end: instant });

interface SessionAlertsData {
  session: StartedSession | null;
  alerts: SessionAlert[];
}

/**
 * Keeps the readable alerts (an instant out of range would throw where its time is written); a
 * started session that cannot be read is left out, its readable alerts kept.
 */
function keepReadableAlerts(stored: unknown) {
  const { kept, problems, capped } = keepValidItems(stored, 'alerts', sessionAlertSchema, {
    max: MAX_SESSION_ALERTS,
    items: 'session-alerts',
  });
  const session = isRecord(stored) ? stored.session : null;
  const readable = startedSessionSchema.safeParse(session).success;
  if (!readable && session !== null) problems.push({ kind: 'default-used', setting: 'session' });
  return { data: { session: readable ? session : null, alerts: kept ?? [] }, problems, capped };
}

/** How stored and imported session alerts are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<SessionAlertsData> = {
  schema: z.object({
    session: z.nullable(startedSessionSchema),
    alerts: z.array(sessionAlertSchema).check(z.maxLength(MAX_SESSION_ALERTS)),
  }),
  repair: keepReadableAlerts,
};
