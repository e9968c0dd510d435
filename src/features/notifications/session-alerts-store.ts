import * as z from 'zod/mini';
import type { SessionAlert } from '@/lib/notifications';
import { createPersistedStore } from '@/lib/storage';

/** The started session: its id, and when its last stop ends (it is over then). */
interface StartedSession {
  id: string;
  end: number;
}

interface SessionAlertsState {
  session: StartedSession | null;
  /** The alerts of the stops still ahead (a fired or missed one is removed). */
  alerts: SessionAlert[];
  /** Starts `session` with `alerts`, in place of any session started before. */
  start: (session: StartedSession, alerts: SessionAlert[]) => void;
  /** The started session's route changed: its alerts and end become these. */
  follow: (alerts: SessionAlert[], end: number) => void;
  /** Ends the session: its alerts go. */
  end: () => void;
  /** Removes alerts whose card was raised or whose stop is over. */
  removeFired: (ids: readonly string[]) => void;
}

/** A two-hour session has a few dozen stops at most; a file with more is not a real export. */
const MAX_SESSION_ALERTS = 200;

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

/**
 * The alerts of a started session's stops (issue 42, docs/session.md "Alerts along the route"),
 * saved with the persistence switch so a session survives a reload.
 */
export const useSessionAlertsStore = createPersistedStore(
  {
    name: 'session-alerts',
    version: 1,
    schema: z.object({
      session: z.nullable(z.object({ id: z.string().check(z.minLength(1)), end: z.number() })),
      alerts: z.array(sessionAlertSchema).check(z.maxLength(MAX_SESSION_ALERTS)),
    }),
    countItems: ({ alerts }) => alerts.length,
    itemNames: ({ alerts }) => alerts.map((alert) => ({ name: alert.where })),
    partialize: ({ session, alerts }: SessionAlertsState) => ({ session, alerts }),
  },
  (set) => ({
    session: null,
    alerts: [],
    start: (session, alerts) => set({ session, alerts: alerts.slice(0, MAX_SESSION_ALERTS) }),
    follow: (alerts, end) =>
      set(({ session }) =>
        session
          ? { session: { ...session, end }, alerts: alerts.slice(0, MAX_SESSION_ALERTS) }
          : {},
      ),
    end: () => set({ session: null, alerts: [] }),
    removeFired: (ids) =>
      set(({ alerts }) => ({ alerts: alerts.filter((alert) => !ids.includes(alert.id)) })),
  }),
);
