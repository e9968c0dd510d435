import {
  createContext,
  startTransition,
  use,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { ADDRESS_DELAY_MS } from '@/config/constants';
import { useHydrated } from '@/hooks/use-hydrated';
import { useQueryParamState, type QueryParamStore } from '@/hooks/use-query-param-state';
import {
  cycleFilter,
  keepAcrossRegions,
  type FilterGroup,
  type RegionFilters,
} from '@/lib/filters/filter-state';
import { hasKeptFilterParams, parseFilters, writeFilters } from '@/lib/filters/url-state';

interface FilterActions {
  cycle: (group: FilterGroup, value: string) => void;
  setAuto: (auto: boolean) => void;
  setMissing: (missing: boolean) => void;
  clear: () => void;
  /** Writes the filters into the address again (after the page opened with kept filters). */
  rewrite: () => void;
}

/**
 * The last region page's filters, in memory only: the next region page opened without time, auto
 * or "only missing" in its address starts from them (bait and hole reset, spec §4).
 */
let lastRegionFilters: RegionFilters | undefined;

/** Forgets the last region's filters, as a fresh start of the app would (tests start clean). */
export function forgetRegionFilters() {
  lastRegionFilters = undefined;
}

function parseWithKept(params: URLSearchParams): RegionFilters {
  const address = parseFilters(params);
  if (!lastRegionFilters || hasKeptFilterParams(params)) return address;
  return keepAcrossRegions(lastRegionFilters, address);
}

/** One Region page's filters and their actions. Leaf components subscribe to the slice they show. */
type FilterStore = QueryParamStore<RegionFilters, FilterActions>;

const FilterStoreContext = createContext<FilterStore | null>(null);

/**
 * Creates the Region page's filter store, mirrored in the address query (see `parseFilters`), and
 * provides it to the page. Only this provider re-renders on an address change; its children are
 * the same elements, so nothing below re-renders unless it reads what changed.
 */
export function FilterStoreProvider({ children }: { children: ReactNode }) {
  const store = useQueryParamState<RegionFilters, FilterActions>({
    parse: parseWithKept,
    // A fresh query, so the same filters always give the same address.
    serialize: (filters) => writeFilters(filters),
    delayMs: ADDRESS_DELAY_MS,
    actions: (update) => ({
      cycle: (group, value) => update((f) => cycleFilter(f, group, value)),
      setAuto: (auto) => update((f) => ({ ...f, auto })),
      setMissing: (missing) => update((f) => ({ ...f, missing })),
      clear: () => update((f) => ({ ...f, time: {}, bait: {}, hole: {} })),
      rewrite: () => update((f) => f),
    }),
  });
  useKeepFilters(store);
  return <FilterStoreContext value={store}>{children}</FilterStoreContext>;
}

/**
 * Remembers the page's filters for the next region, and puts kept filters the address does not
 * show yet into it (so a reload or a shared link gives the same page).
 */
function useKeepFilters(store: FilterStore) {
  const [params] = useSearchParams();
  useEffect(() => {
    lastRegionFilters = store.getState().value;
    return store.subscribe((state) => {
      lastRegionFilters = state.value;
    });
  }, [store]);
  const addressHasKept = hasKeptFilterParams(params);
  useEffect(() => {
    const kept = hasKeptFilterParams(writeFilters(store.getState().value));
    if (kept && !addressHasKept) store.getState().rewrite();
  }, [store, addressHasKept]);
}

function useFilterStore(): FilterStore {
  const store = use(FilterStoreContext);
  if (!store) throw new Error('Region filters are read inside <FilterStoreProvider>.');
  return store;
}

/** Reads a slice of the page's filters, re-rendering only when that slice changes. */
export function useFilters<T>(select: (filters: RegionFilters) => T): T {
  return useStore(useFilterStore(), (state) => select(state.value));
}

/** The filter actions (stable: created with the store). */
export function useFilterActions(): FilterActions {
  const store = useFilterStore();
  const [actions] = useState(() => {
    const { cycle, setAuto, setMissing, clear, rewrite } = store.getState();
    return { cycle, setAuto, setMissing, clear, rewrite };
  });
  return actions;
}

/**
 * The filters (or a slice of them) for what a click changes beyond its own button: counts, the
 * grid, the panel's texts. They follow the store in a transition: the clicked button paints at
 * once, these render right after, and their components do no work in the click's own frame.
 */
export function useDeferredFilters(): RegionFilters;
export function useDeferredFilters<T>(select: (filters: RegionFilters) => T): T;
export function useDeferredFilters<T>(
  select: (filters: RegionFilters) => T = (filters) => filters as T,
): T {
  const store = useFilterStore();
  // While hydrating, the filters prerendering used (the store's initial state); the address's own follow.
  const hydrated = useHydrated();
  const [value, setValue] = useState(() =>
    select((hydrated ? store.getState() : store.getInitialState()).value),
  );
  const read = useEffectEvent(() => select(store.getState().value));
  useEffect(() => {
    const follow = () => startTransition(() => setValue(read()));
    follow();
    return store.subscribe(follow);
  }, [store]);
  return value;
}
