import { useTimeDerived } from '@/features/clock/now-store';
import { getPhase } from '@/lib/time/phases';

/**
 * An instant standing for "now" that changes only when either clock's phase changes: the latest
 * of the two current phases' starts. The plan is the same for every instant of those phases, so
 * it is recomputed once per phase change, not every second.
 */
export function usePlanInstant(): number {
  return useTimeDerived((now) =>
    Math.max(getPhase(now, 'TYRIA').start.getTime(), getPhase(now, 'CANTHA').start.getTime()),
  );
}
