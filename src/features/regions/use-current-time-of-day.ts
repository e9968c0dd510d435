import { useTimeDerived } from '@/features/clock/now-store';
import { useHydrated } from '@/hooks/use-hydrated';
import type { CurrentTimeOfDay } from '@/lib/filters/matching';
import { getPhase } from '@/lib/time/phases';
import { TIME_OF_DAY_BY_PHASE } from '@/lib/time/time-of-day';

/**
 * The region's current fish time of day (its own clock). Re-renders the caller only when the
 * phase changes, never on each second.
 */
export function useCurrentTimeOfDay(canthan: boolean): CurrentTimeOfDay {
  const live = useTimeDerived(
    (now) => TIME_OF_DAY_BY_PHASE[getPhase(now, canthan ? 'CANTHA' : 'TYRIA').type],
  );
  // Prerendered (the time unknown) and while hydrating: dusk / dawn, when every fish bites, so
  // the auto filter hides nothing until the real time is known.
  return useHydrated() ? live : 'TWILIGHT';
}
