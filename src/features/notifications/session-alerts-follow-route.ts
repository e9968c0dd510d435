import { useEffect } from 'react';
import { followRoute, sessionAlertsOf } from '@/lib/notifications/session-alerts';
import type { SessionStop } from '@/lib/session/route';
import { useSessionAlertsStore } from './session-alerts-store';

/** When a session on `stops` ends (now, if they have all ended). */
export const routeEnd = (stops: readonly SessionStop[], now: number) =>
  Math.max(now, ...stops.map((stop) => stop.end.getTime()));

/**
 * While a session is started, its alerts follow the route the page shows ("Plan the rest from
 * now", another language). An empty route is one not planned yet (the catalog loading after a
 * reload): the alerts stay.
 */
export function useFollowRoute(stops: readonly SessionStop[], active: boolean) {
  useEffect(() => {
    const { session, alerts, follow } = useSessionAlertsStore.getState();
    if (!active || !session || stops.length === 0) return;
    const now = Date.now();
    const next = followRoute(alerts, sessionAlertsOf(stops, session.id, now), now);
    const end = routeEnd(stops, now);
    if (JSON.stringify(next) !== JSON.stringify(alerts) || end !== session.end) follow(next, end);
  }, [stops, active]);
}
