import { useMemo } from 'react';
import { useTimeDerived } from '@/features/clock';
import { rotationDailyName } from '@/lib/dailies';

/** Today's fishing dailies and where they came from. */
export interface DailyFishing {
  /** Names of today's daily fishing achievements, e.g. "Daily Kryta Fisher". */
  names: string[];
  /** `api` when read from the game API; `rotation` when computed from the known order. */
  source: 'api' | 'rotation';
}

/**
 * Today's fishing dailies, re-rendering only when the UTC day changes. For now from the known
 * 8-day rotation; issue 5 adds the game API (category 321) and falls back to the rotation when
 * it gives nothing.
 */
export function useDailyFishing(): DailyFishing {
  const name = useTimeDerived((now) => rotationDailyName(new Date(now)));
  return useMemo(() => ({ names: [name], source: 'rotation' }), [name]);
}
