import { useContext, useEffect, useState, type ContextType } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useSearchParams,
  type SetURLSearchParams,
} from 'react-router';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface QueryParamStateOptions<T, A> {
  /** Reads the value from the address query (on mount and after outside changes). */
  parse: (params: URLSearchParams) => T;
  /** Writes the value into a copy of the current query; other parameters stay. */
  serialize: (value: T, params: URLSearchParams) => URLSearchParams;
  /** How long after the last change the address follows. */
  delayMs: number;
  /** The store's actions, written with `update` (which changes the value at once). */
  actions: (update: (change: (value: T) => T) => void) => A;
}

/** A value mirrored in the address query, with its actions inside. */
export type QueryParamStore<T, A> = StoreApi<{ value: T } & A>;

/** The store and its link to the address, created once per page. */
function createQueryParamSync<T, A>(
  { parse, serialize, delayMs, actions }: QueryParamStateOptions<T, A>,
  params: URLSearchParams,
  initialSetParams: SetURLSearchParams,
  initialPathname: string,
  router: { state: RouterState; basename?: string } | undefined,
) {
  /** Queries written from the store, to tell its own address changes from outside ones. */
  let written = new Set([params.toString()]);
  let pendingWrite: ReturnType<typeof setTimeout> | undefined;
  let setParams = initialSetParams;
  let pathname = initialPathname;
  const writeLater = () => {
    clearTimeout(pendingWrite);
    pendingWrite = setTimeout(() => {
      // Written now, it would navigate back here and cancel the player's way out.
      if (hasLeft(pathname, router)) return;
      setParams(
        (current) => {
          const next = serialize(store.getState().value, current);
          written.add(next.toString());
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, delayMs);
  };
  // Created with the value of an empty query, then set from the address: the store's initial
  // state is what prerendering rendered (the page without a query), which hydration reads.
  const store = createStore<{ value: T } & A>()((set, get) => ({
    value: parse(new URLSearchParams()),
    ...actions((change) => {
      set({ value: change(get().value) } as Partial<{ value: T } & A>);
      writeLater();
    }),
  }));
  store.setState({ value: parse(params) } as Partial<{ value: T } & A>);
  return {
    store,
    /** The router's setter changes with the address; writes use the latest, for the page shown. */
    followPage: (next: SetURLSearchParams, page: string) => {
      setParams = next;
      pathname = page;
    },
    /** Reads an address the store did not write (Back / Forward, a link) back into the store. */
    readBack: (search: string) => {
      if (written.has(search)) return;
      written = new Set([search]);
      store.setState({ value: parse(new URLSearchParams(search)) } as Partial<{ value: T } & A>);
    },
    cancel: () => clearTimeout(pendingWrite),
  };
}

type RouterState = NonNullable<ContextType<typeof DataRouterContext>>['router']['state'];

/**
 * Whether the router has left `pathname`, or is on its way to another page (a link whose route is
 * still loading). Read from the router itself, which knows at once; React renders it later, in a
 * transition, while the page and its timers still run.
 */
function hasLeft(pathname: string, router: { state: RouterState; basename?: string } | undefined) {
  if (!router) return false;
  const { state, basename } = router;
  const target = state.navigation.location ?? state.location;
  // The router's locations keep the language's prefix (its basename, `/de`); the page's do not.
  const page = (path: string) =>
    basename && basename !== '/' && path.startsWith(basename)
      ? path.slice(basename.length) || '/'
      : path;
  return page(state.location.pathname) !== pathname || page(target.pathname) !== pathname;
}

/**
 * State kept in the address query (filters, search text). A change updates a small store at once,
 * so only its subscribers re-render and quick changes never read a stale address. `delayMs` after
 * the last change the address follows (a router navigation re-renders the whole shell, which must
 * not delay the change's paint), replacing the history entry (Back leaves the page rather than
 * undoing changes) and keeping the scroll position. An address change from elsewhere (Back /
 * Forward, a shared link) is read back into the store. A write that comes due while the player is
 * leaving for another page is dropped. The options are read once, on mount.
 */
export function useQueryParamState<T, A>(
  options: QueryParamStateOptions<T, A>,
): QueryParamStore<T, A> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { pathname } = useLocation();
  const router = useContext(DataRouterContext)?.router;
  const [sync] = useState(() => createQueryParamSync(options, params, setParams, pathname, router));
  useEffect(() => sync.followPage(setParams, pathname), [sync, setParams, pathname]);
  useEffect(() => sync.readBack(search), [sync, search]);
  useEffect(() => sync.cancel, [sync]);
  return sync.store;
}
