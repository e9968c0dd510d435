import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTimeDerived } from '@/features/clock';
import { rotationDailyName, utcDay } from '@/lib/dailies';
import { dailyFishingQuery } from './daily-query';

/** Today's fishing dailies and where they came from. */
export interface DailyFishing {
  /** Names of today's daily fishing achievements, e.g. "Daily Kryta Fisher". */
  names: string[];
  /** `api` when read from the game API; `rotation` when computed from the known order. */
  source: 'api' | 'rotation';
}

/** {@link DailyFishing} plus the UTC day it is for and whether the API has answered for it. */
export interface DailyFishingState extends DailyFishing {
  day: string;
  settled: boolean;
}

/** Today's dailies with their day, for the refresh that announces a new day's dailies. */
export function useDailyFishingState(): DailyFishingState {
  const day = useTimeDerived((now) => utcDay(now));
  const query = useQuery(dailyFishingQuery(day));
  const apiNames = query.data;
  const settled = query.isSuccess || query.isError;
  return useMemo(() => {
    if (apiNames && apiNames.length > 0) return { names: apiNames, source: 'api', day, settled };
    const rotation = rotationDailyName(new Date(`${day}T12:00:00Z`));
    return { names: [rotation], source: 'rotation', day, settled };
  }, [apiNames, day, settled]);
}

/**
 * Today's fishing dailies, re-rendering only when the UTC day or the answer changes: from the game
 * API (category 321 and the daily list), falling back to the known 8-day rotation when the API
 * gives nothing or fails (`source: 'rotation'` — say so in the UI).
 */
export function useDailyFishing(): DailyFishing {
  const { names, source } = useDailyFishingState();
  return useMemo(() => ({ names, source }), [names, source]);
}
