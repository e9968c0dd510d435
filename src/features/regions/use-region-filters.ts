import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTimeDerived } from '@/features/clock';
import {
  cycleFilter,
  parseFilters,
  writeFilters,
  type CurrentTimeOfDay,
  type FilterGroup,
  type RegionFilters,
} from '@/lib/filters';
import { getPhase, TIME_OF_DAY_BY_PHASE } from '@/lib/time';

/**
 * The Region page's filters, mirrored in the address query (see `parseFilters`).
 *
 * Clicks update React state at once (so quick clicks never read a stale address, and the grid
 * repaints without waiting for a router navigation); the same click then replaces the address and
 * the history entry (Back leaves the page rather than undoing clicks) and keeping the scroll
 * position. An address change from elsewhere (Back/Forward, a shared link) is read back.
 */
export function useRegionFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [filters, setFilters] = useState(() => parseFilters(params));
  /** The latest filters, ahead of React's render during quick clicks; read in handlers only. */
  const latest = useRef(filters);
  /** Queries this hook wrote, to tell its own address changes from outside ones. */
  const written = useRef(new Set([search]));

  useEffect(() => {
    if (written.current.has(search)) return;
    written.current = new Set([search]);
    latest.current = parseFilters(new URLSearchParams(search));
    setFilters(latest.current);
  }, [search]);

  const apply = useCallback(
    (change: (filters: RegionFilters) => RegionFilters) => {
      latest.current = change(latest.current);
      setFilters(latest.current);
      const next = writeFilters(latest.current);
      written.current.add(next.toString());
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const cycle = useCallback(
    (group: FilterGroup, value: string) => apply((f) => cycleFilter(f, group, value)),
    [apply],
  );
  const setAuto = useCallback((auto: boolean) => apply((f) => ({ ...f, auto })), [apply]);
  const clear = useCallback(() => apply((f) => ({ ...f, time: {}, bait: {}, hole: {} })), [apply]);

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
