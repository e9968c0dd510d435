import { isRecord } from '@/lib/storage/keep-valid';

/**
 * Planner and session alerts stored before version 2 named their clock (Tyria or Cantha)
 * `locale`, a word the app uses for languages (issue 58): read them under the name `clock`.
 * An alert that already has a `clock`, and anything that is not a list of alerts, pass as they
 * are, for the checks to judge.
 */
export function alertsWithClockField(stored: unknown): unknown {
  if (!isRecord(stored) || !Array.isArray(stored.alerts)) return stored;
  const alerts = stored.alerts.map((alert: unknown) => {
    if (!isRecord(alert) || !('locale' in alert) || 'clock' in alert) return alert;
    const { locale, ...rest } = alert;
    return { ...rest, clock: locale };
  });
  return { ...stored, alerts };
}

/**
 * The version and migration of a store of alerts, spread into its options: 2, where an alert's
 * clock is `clock` (was `locale`).
 */
export const alertsVersion = {
  version: 2,
  migrate: (stored: unknown, fromVersion: number) =>
    fromVersion < 2 ? alertsWithClockField(stored) : stored,
};
