import type { SessionAlert } from '@/lib/notifications/session-alerts';
import { createPersistedStore } from '@/lib/storage/persisted-store';
import { alertsVersion } from './alerts-clock-field';
import { MAX_SESSION_ALERTS, type StartedSession } from './started-session';

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

/**
 * The alerts of a started session's stops (issue 42, docs/session.md "Alerts along the route"),
 * saved with the persistence switch so a session survives a reload.
 */
export const useSessionAlertsStore = createPersistedStore(
  {
    name: 'session-alerts',
    ...alertsVersion,
    checks: () => import('./session-alerts-checks'),
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
