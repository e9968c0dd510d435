import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getPhase, TIME_OF_DAY_BY_PHASE } from '@/lib/time';
import { useTimeDerived } from '@/features/clock';
import {
  cycleFilter,
  parseFilters,
  writeFilters,
  type CurrentTimeOfDay,
  type FilterGroup,
  type RegionFilters,
} from '@/lib/filters';

/**
 * The Region page's filters, kept in the address query (see `parseFilters`). Changes replace the
 * history entry (Back leaves the page rather than undoing clicks) and keep the scroll position.
 */
export function useRegionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (change: (filters: RegionFilters) => RegionFilters) =>
      setParams((current) => writeFilters(change(parseFilters(current)), current), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );

  const cycle = useCallback(
    (group: FilterGroup, value: string) => update((f) => cycleFilter(f, group, value)),
    [update],
  );
  const setAuto = useCallback((auto: boolean) => update((f) => ({ ...f, auto })), [update]);
  const clear = useCallback(
    () => update((f) => ({ ...f, time: {}, bait: {}, hole: {} })),
    [update],
  );

  return { filters, cycle, setAuto, clear };
}

/**
 * The region's current fish time of day (its own clock). Re-renders the caller only when the
 * phase changes, never on each second.
 */
export function useCurrentTimeOfDay(canthan: boolean): CurrentTimeOfDay {
  return useTimeDerived(
    (now) => TIME_OF_DAY_BY_PHASE[getPhase(now, canthan ? 'CANTHA' : 'TYRIA').type],
  );
}
