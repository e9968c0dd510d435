import { useTimeDerived } from '@/features/clock';
import type { CurrentTimeOfDay } from '@/lib/filters';
import { getPhase, TIME_OF_DAY_BY_PHASE } from '@/lib/time';

/**
 * The region's current fish time of day (its own clock). Re-renders the caller only when the
 * phase changes, never on each second.
 */
export function useCurrentTimeOfDay(canthan: boolean): CurrentTimeOfDay {
  return useTimeDerived(
    (now) => TIME_OF_DAY_BY_PHASE[getPhase(now, canthan ? 'CANTHA' : 'TYRIA').type],
  );
}
