import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
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

/** How long after the last filter click the address is updated. */
const URL_WRITE_DELAY_MS = 250;

/** One Region page's filters. Leaf components subscribe to the slice they show. */
export type FilterStore = StoreApi<{ filters: RegionFilters }>;

/** Reads a slice of the page's filters, re-rendering only when that slice changes. */
export function useFilters<T>(store: FilterStore, select: (filters: RegionFilters) => T): T {
  return useStore(store, (state) => select(state.filters));
}

/**
 * The filters (or a slice of them) for what a click changes beyond its own button: counts, the
 * grid, the panel's texts. They follow the store in a transition: the clicked button paints at
 * once, these render right after, and their components do no work in the click's own frame.
 */
export function useDeferredFilters(store: FilterStore): RegionFilters;
export function useDeferredFilters<T>(store: FilterStore, select: (filters: RegionFilters) => T): T;
export function useDeferredFilters<T>(
  store: FilterStore,
  select: (filters: RegionFilters) => T = (filters) => filters as T,
): T {
  const [value, setValue] = useState(() => select(store.getState().filters));
  const read = useEffectEvent(() => select(store.getState().filters));
  useEffect(() => {
    const follow = () => startTransition(() => setValue(read()));
    follow();
    return store.subscribe(follow);
  }, [store]);
  return value;
}

/**
 * The Region page's filters, mirrored in the address query (see `parseFilters`).
 *
 * A click updates a small store at once: only the buttons, counts and grid cells that depend on
 * the filters re-render, and quick clicks never read a stale address. Once the clicks pause the
 * address follows (a router navigation re-renders the whole shell, which must not delay the
 * click's paint), replacing the history entry (Back leaves the page rather than undoing clicks)
 * and keeping the scroll position. An address change from elsewhere (Back/Forward, a shared
 * link) is read back.
 */
export function useRegionFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [store] = useState<FilterStore>(() =>
    createStore(() => ({ filters: parseFilters(params) })),
  );
  /** Queries this hook wrote, to tell its own address changes from outside ones. */
  const written = useRef(new Set([search]));
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (written.current.has(search)) return;
    written.current = new Set([search]);
    store.setState({ filters: parseFilters(new URLSearchParams(search)) });
  }, [search, store]);

  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  const apply = useCallback(
    (change: (filters: RegionFilters) => RegionFilters) => {
      store.setState((state) => ({ filters: change(state.filters) }));
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => {
        const next = writeFilters(store.getState().filters);
        written.current.add(next.toString());
        setParams(next, { replace: true, preventScrollReset: true });
      }, URL_WRITE_DELAY_MS);
    },
    [setParams, store],
  );

  const cycle = useCallback(
    (group: FilterGroup, value: string) => apply((f) => cycleFilter(f, group, value)),
    [apply],
  );
  const setAuto = useCallback((auto: boolean) => apply((f) => ({ ...f, auto })), [apply]);
  const clear = useCallback(() => apply((f) => ({ ...f, time: {}, bait: {}, hole: {} })), [apply]);

  return { store, cycle, setAuto, clear };
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
