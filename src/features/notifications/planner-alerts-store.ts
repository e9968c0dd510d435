import type { PlannerAlert, PlannerAlertDraft } from '@/lib/planner/alerts';
import { createPersistedStore } from '@/lib/storage/persisted-store';
import { alertsVersion } from './alerts-clock-field';
import type { CapReached } from '@/lib/storage/cap-rule';
import { createId } from './create-id';
import { idListMerge } from './id-list-slice';

interface PlannerAlertsState {
  alerts: PlannerAlert[];
  /**
   * Sets an alert at `now`: with an `id`, replaces that alert (the planner finds the one set for
   * the same fish with `findPlannerAlert`); without, adds one, unless that would go past the cap
   * (the player is told): returns the refusal.
   */
  set: (draft: PlannerAlertDraft & { id?: string }, now?: number) => CapReached | undefined;
  remove: (id: string) => void;
  /** Removes "once" alerts whose card was raised. */
  removeFired: (ids: readonly string[]) => void;
}

/** The planner's "Alert me" alerts (issue 27), saved with the persistence switch. */
export const usePlannerAlertsStore = createPersistedStore(
  {
    name: 'planner-alerts',
    ...alertsVersion,
    checks: () => import('./planner-alerts-checks'),
    ...idListMerge<'alerts', PlannerAlert>('alerts'),
    itemNames: ({ alerts }) => alerts.map((alert) => ({ name: alert.fish.join(', ') })),
    partialize: ({ alerts }: PlannerAlertsState) => ({ alerts }),
  },
  (set, _get, _api, setWithinCap) => ({
    alerts: [],
    set: ({ id = createId(), ...draft }, now = Date.now()) =>
      setWithinCap(({ alerts }) => {
        const alert = { ...draft, id, createdAt: now };
        return alerts.some((item) => item.id === id)
          ? { alerts: alerts.map((item) => (item.id === id ? alert : item)) }
          : { alerts: [...alerts, alert] };
      }),
    remove: (id) => set(({ alerts }) => ({ alerts: alerts.filter((alert) => alert.id !== id) })),
    removeFired: (ids) =>
      set(({ alerts }) => ({
        alerts: alerts.filter((alert) => alert.repeat !== 'once' || !ids.includes(alert.id)),
      })),
  }),
);
