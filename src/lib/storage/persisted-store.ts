import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { persist, type PersistOptions, type PersistStorage } from 'zustand/middleware';
import { setWithinCapOf, type SetWithinCap } from './cap-rule';
import { heldEntry, releaseEntry } from './held-entries';
import { mergeChanges, sameData } from './merge-changes';
import { safeLocalStorage, storageKey } from './safe-local-storage';
import { checksOf, loadChecks, readEntry, type SliceDefinition } from './slice-definition';
import { reportStorageNotice } from './storage-notices';
import { createTabSync, type TabSync } from './tab-sync';

export type { SliceDefinition } from './slice-definition';

type PersistApi<S> = StoreApi<S> & {
  persist: {
    clearStorage: () => void;
    rehydrate: () => Promise<void> | void;
    getOptions: () => { name?: string };
  };
};

/** A persisted store as the persistence module sees it, whatever its state type. */
export interface RegisteredSlice {
  definition: SliceDefinition<unknown, unknown>;
  key: string;
  /** Writes the current state (only while persistence is on). */
  save: () => void;
  clear: () => void;
  rehydrate: () => void;
  /** The stored part of the current state. */
  snapshot: () => unknown;
  /** Replaces the stored part of the state with already validated data. */
  restore: (data: unknown) => void;
  /** Takes in another tab's save (`oldRaw` → `newRaw`, as its storage event tells). */
  mergeOtherTab: (oldRaw: string | null, newRaw: string | null) => void;
  /** Once its checks are loaded: reads the stored entry and saves the state that waited for them. */
  resume: () => void;
}

export const registeredSlices: RegisteredSlice[] = [];

/** Whether a store of `key` was created on this page. */
export const storeCreated = (key: string) => registeredSlices.some((slice) => slice.key === key);

/** Whether `loadSliceChecks` has been called: a store created after it loads its own checks. */
let checksWanted = false;

/**
 * Loads every slice's checks (each module once), then reads the stored entries and saves the
 * states that waited for them. Nothing stored is read or written before a slice's checks are
 * loaded: the start-up calls this before the first render when an entry waits
 * (`storedDataRead`), and once the app is live in any case.
 */
export async function loadSliceChecks() {
  checksWanted = true;
  const slices = [...registeredSlices];
  await Promise.all(slices.map((slice) => loadChecks(slice.definition)));
  slices.forEach((slice) => slice.resume());
}

/**
 * `loadSliceChecks` for a caller that cannot wait: a failed download (offline without the service
 * worker's copy) leaves what waited waiting, tried again by the next save, event or start-up.
 */
export const loadChecksInBackground = () =>
  loadSliceChecks().catch(() => console.warn("The stored data's checks did not load."));

/** Stored entries found before their slice's checks were loaded. */
const unread = new Set<string>();

/**
 * Resolves once every stored entry found so far is read (the start-up awaits it), or its checks
 * failed to download: the app then starts without the saved data and reads it once they load.
 */
export const storedDataRead = () =>
  unread.size > 0 ? loadChecksInBackground() : Promise.resolve();

let persistenceOn: () => boolean = () => false;

/** The persistence module tells the stores whether writing is allowed. */
export function setPersistenceGate(gate: () => boolean) {
  persistenceOn = gate;
}

/** Slices whose stored data came from a newer version of the app: read, never overwritten. */
const readOnlyKeys = new Set<string>();

/** Slices whose state changed while persistence was on, before their checks loaded. */
const unsaved = new Set<string>();

function sliceStorage<P>(
  definition: SliceDefinition<unknown, P>,
  sync: TabSync<P>,
  adopt: (data: P) => void,
): PersistStorage<unknown> {
  return {
    getItem: (name) => {
      const stored = safeLocalStorage.get(name);
      // Persistence was turned off before this store was created: the tab's copy of its entry.
      const raw = stored ?? heldEntry(name);
      if (raw !== null && !checksOf(definition)) {
        unread.add(name);
        return null;
      }
      unread.delete(name);
      sync.seen(stored);
      if (raw === null) return null;
      releaseEntry(name);
      const read = readEntry(definition, raw);
      if (read.status === 'ok') {
        const slice = definition.name;
        if (read.capped) {
          const alsoInvalid = read.problems.length > 1;
          reportStorageNotice({ kind: 'capped', slice, ...read.capped, alsoInvalid });
        } else if (read.repaired) reportStorageNotice({ kind: 'repaired', slice });
        return { state: read.data, version: definition.version };
      }
      if (read.status === 'newer') {
        readOnlyKeys.add(name);
        reportStorageNotice({ kind: 'newer', slice: definition.name });
        return null;
      }
      safeLocalStorage.remove(name);
      sync.seen(null);
      reportStorageNotice({ kind: 'dropped', slice: definition.name });
      return null;
    },
    setItem: (name, value) => {
      if (!persistenceOn() || readOnlyKeys.has(name)) return;
      if (!checksOf(definition)) {
        // Saving merges with what another tab stored, which is read through the checks.
        unsaved.add(name);
        void loadChecksInBackground();
        return;
      }
      unsaved.delete(name);
      const mine = value.state as P;
      const saved = sync.save(mine, definition.version);
      // What another tab saved meanwhile shows here at once, before its storage event arrives.
      if (!sameData(saved, mine)) adopt(saved);
    },
    removeItem: (name) => {
      safeLocalStorage.remove(name);
      sync.seen(null);
    },
  };
}

type Initializer<S> = (
  ...args: [...Parameters<StateCreator<S, [['zustand/persist', unknown]]>>, SetWithinCap<S>]
) => S;

/**
 * Creates a Zustand store saved to localStorage under `definition` — only while the player has
 * persistence on; what is read back is validated (and upgraded) first, and unreadable data is
 * dropped with a notice while the rest loads. Actions that add go through the initializer's
 * fourth argument, `setWithinCap`, so they hold the same cap as reading.
 */
export function createPersistedStore<S, P>(
  definition: SliceDefinition<S, P>,
  initializer: Initializer<S>,
): UseBoundStore<PersistApi<S>> {
  const generic = definition as unknown as SliceDefinition<unknown, P>;
  const key = storageKey(definition.name);
  // The store and its initial data exist only once `persist` has read the stored entry.
  const link: { store?: StoreApi<S>; initial?: P } = {};
  const sync = createTabSync(generic, key, () => link.initial as P);
  // Setting the state saves it again: the stored entry is already the base, so nothing merges.
  const adopt = (data: P) => link.store?.setState(data as Partial<S>);
  const options: PersistOptions<S, unknown> = {
    name: key,
    version: definition.version,
    storage: sliceStorage(generic, sync, adopt),
    partialize: definition.partialize,
    // Stored data is validated and upgraded in getItem, so it is already current here.
    merge: (stored, current) => (stored ? { ...current, ...(stored as P) } : current),
  };
  const withCap: StateCreator<S, [['zustand/persist', unknown]]> = (set, get, api) =>
    initializer(set, get, api, setWithinCapOf(definition, get, set));
  const store = create<S>()(persist(withCap, options)) as unknown as UseBoundStore<PersistApi<S>>;
  link.store = store;
  link.initial = definition.partialize(store.getInitialState());
  const registered: RegisteredSlice = {
    definition: generic as SliceDefinition<unknown, unknown>,
    key,
    save: () => store.setState({}),
    clear: () => store.persist.clearStorage(),
    rehydrate: () => void store.persist.rehydrate(),
    snapshot: () => definition.partialize(store.getState()),
    restore: (data) => store.setState(data as Partial<S>),
    mergeOtherTab: (oldRaw, newRaw) => {
      if (!checksOf(generic)) {
        void loadSliceChecks().then(
          () => registered.mergeOtherTab(oldRaw, newRaw),
          () => console.warn("Another tab's change waits for the stored data's checks."),
        );
        return;
      }
      const taken = sync.takeIn(definition.partialize(store.getState()), oldRaw, newRaw);
      // Removed: the persistence switch's own event says what happens next.
      if (taken === undefined) return;
      // Unreadable or newer data goes the usual way: dropped with a notice, or kept read-only.
      if (taken === 'unreadable') return void store.persist.rehydrate();
      const { merged, stored } = taken;
      // Setting the state saves it; saving again what this tab already shows fills in what is
      // stored without it (this tab's own change, or the other tab's that this tab's save beat).
      if (!sameData(merged, definition.partialize(store.getState()))) {
        store.setState(merged as Partial<S>);
      } else if (!sameData(merged, stored)) store.setState({});
    },
    resume: () => {
      if (unread.has(key)) {
        const mine = definition.partialize(store.getState());
        void store.persist.rehydrate();
        // What the player changed while the entry waited for its checks (a store created after
        // the start-up, e.g. by a lazy part, shows its initial data until then) is kept, merged
        // into the entry as another tab's change would be.
        if (!sameData(mine, link.initial)) {
          const read = definition.partialize(store.getState());
          store.setState(mergeChanges(link.initial, mine, read) as Partial<S>);
        }
      }
      if (unsaved.has(key)) store.setState({});
    },
  };
  registeredSlices.push(registered);
  // A store is created when first used, maybe long after the start-up: what it stored is read as
  // soon as its checks load, and once the app is live every store holds its cap from its creation.
  if (unread.has(key) || checksWanted) void loadChecksInBackground();
  return store;
}
