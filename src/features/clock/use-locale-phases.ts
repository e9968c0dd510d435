import { useMemo } from 'react';
import { getPhase, type ClockRegion } from '@/lib/time/phases';
import { readLocale } from '@/lib/clock/clock-reading';
import { useTimeDerived } from './now-store';

/**
 * A clock's current phase and the next `upcomingCount` changes, re-rendering the caller only when
 * the phase changes (the countdown ticks in `Countdown`, not here).
 */
export function useLocalePhases(clock: ClockRegion, upcomingCount = 1) {
  const phaseStart = useTimeDerived((now) => getPhase(now, clock).start.getTime());
  return useMemo(() => {
    const { current, upcoming } = readLocale(phaseStart, clock, upcomingCount);
    return { current, upcoming };
  }, [phaseStart, clock, upcomingCount]);
}
