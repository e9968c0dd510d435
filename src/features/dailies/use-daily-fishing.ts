import { useMemo } from 'react';
import { useTimeDerived } from '@/features/clock/now-store';
import { rotationDailyName } from '@/lib/dailies/rotation';
import { utcDay } from '@/lib/dailies/fishing-dailies';

/** Today's fishing daily, from the game's fixed rotation. */
export interface DailyFishing {
  /** Names of today's daily fishing achievements, e.g. "Daily Kryta Fisher". */
  names: string[];
  /** The UTC day they are for ("2026-11-23"); dailies change at 00:00 UTC. */
  day: string;
}

/**
 * Today's fishing daily, re-rendering only when the UTC day changes. `/v2/achievements/daily` was
 * removed from the GW2 API in 2024, so the daily comes from the known 8-day rotation alone — no
 * request, online or off.
 */
export function useDailyFishing(): DailyFishing {
  const day = useTimeDerived((now) => utcDay(now));
  return useMemo(() => ({ names: [rotationDailyName(new Date(`${day}T12:00:00Z`))], day }), [day]);
}
