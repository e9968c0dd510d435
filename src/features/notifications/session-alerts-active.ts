import { useTimeDerived } from '@/features/clock';
import { useSessionAlertsStore } from './session-alerts-store';

/**
 * Whether a session's alerts are set: from "Start session" until "End session" or the end of its
 * last stop (docs/session.md "Alerts along the route").
 */
export function useSessionAlertsActive(): boolean {
  const session = useSessionAlertsStore((state) => state.session);
  return useTimeDerived((now) => session !== null && now < session.end);
}
