import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import {
  persist,
  type PersistOptions,
  type PersistStorage,
  type StorageValue,
} from 'zustand/middleware';
import { safeLocalStorage, storageKey } from './safe-local-storage';
import { isRecord, type Capped } from './keep-valid';
import { mergeChanges, sameData } from './merge-changes';
import { reportStorageNotice } from './storage-notices';

/** Any zod schema, classic or mini (the start-up bundle uses zod/mini to stay small). */
export interface Validator<P> {
  safeParse(data: unknown): { success: true; data: P } | { success: false };
}

/** How one store is saved: its key, the stored shape, its version and how to upgrade old data. */
export interface SliceDefinition<S, P> {
  /** Short name, used in the storage key and in export files. */
  name: string;
  /** What the player calls this data, for notices ("your pinned pages"). */
  label: string;
  /** Version of the stored shape; bump it and extend `migrate` whenever the shape changes. */
  version: number;
  /** The stored shape at `version`; anything else is dropped with a notice. */
  schema: Validator<P>;
  /** The part of the state that is stored. */
  partialize: (state: S) => P;
  /** Upgrades data stored by an older version of the app. */
  migrate?: (stored: unknown, fromVersion: number) => unknown;
  /**
   * Keeps what is still valid of data that fails `schema` (e.g. drops the one bad pin), so one
   * bad item does not cost the whole group, and says why each item was left out. Its result is
   * checked against `schema` again.
   */
  repair?: (stored: unknown) => { data: unknown; problems: string[]; capped?: Capped };
  /** How an import merges the file's data into the current data; without it the file's replaces. */
  mergeImport?: (current: P, incoming: P) => P;
  /** How many items the data holds (for an import's preview); without it, one group of settings. */
  countItems?: (data: P) => number;
  /** Whether the slice goes into export files (the persistence switch itself does not). */
  exportable?: boolean;
}

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
}

export const registeredSlices: RegisteredSlice[] = [];

let persistenceOn: () => boolean = () => false;

/** The persistence module tells the stores whether writing is allowed. */
export function setPersistenceGate(gate: () => boolean) {
  persistenceOn = gate;
}

const droppedNotice = (label: string) =>
  `Saved data for ${label} could not be read and was reset. Everything else was loaded.`;
const repairedNotice = (label: string) =>
  `Some saved ${label} could not be read and were left out. The others were loaded.`;
/** A group over its cap: what was loaded, and what happens to the rest. */
const cappedNotice = (label: string, { count, max }: Capped, alsoInvalid: boolean) =>
  `You had ${count} saved ${label}: the first ${max} were loaded and the other ${count - max} ` +
  `were left out; they are removed from this browser the next time your ${label} are saved.` +
  (alsoInvalid ? ' Some of the first ones could not be read and were left out too.' : '');
const newerNotice = (label: string) =>
  `Your saved ${label} were written by a newer version of this app. They are left untouched: ` +
  'changes made here are kept only until you close the page.';

const INVALID = Symbol('invalid stored data');

/** What reading stored data gave: usable data (maybe with bad items left out), or why not. */
export type SliceRead<P> =
  | { status: 'ok'; data: P; repaired: boolean; problems: string[]; capped?: Capped }
  | { status: 'newer' }
  | { status: 'invalid' };

/** Validates (and upgrades, or repairs) stored data for a slice. */
export function readSlice<P>(
  definition: SliceDefinition<unknown, P>,
  stored: unknown,
  version: number,
): SliceRead<P> {
  let data = stored;
  if (version > definition.version) return { status: 'newer' };
  if (version < definition.version) {
    try {
      data = definition.migrate ? definition.migrate(stored, version) : INVALID;
    } catch {
      return { status: 'invalid' };
    }
  }
  const parsed = definition.schema.safeParse(data);
  if (parsed.success) return { status: 'ok', data: parsed.data, repaired: false, problems: [] };
  if (!definition.repair || data === INVALID) return { status: 'invalid' };
  const { data: kept, problems, capped } = definition.repair(data);
  const repaired = definition.schema.safeParse(kept);
  return repaired.success
    ? { status: 'ok', data: repaired.data, repaired: true, problems, capped }
    : { status: 'invalid' };
}

/** Slices whose stored data came from a newer version of the app: read, never overwritten. */
const readOnlyKeys = new Set<string>();

/** The data of a stored entry when it is readable and current, else undefined. */
function parseEntry<P>(definition: SliceDefinition<unknown, P>, raw: string | null) {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || !('state' in value) || typeof value.version !== 'number') return;
    const read = readSlice(definition, value.state, value.version);
    return read.status === 'ok' && !read.repaired ? read.data : undefined;
  } catch {
    return undefined;
  }
}

/** A slice's link back to its store, for merging other tabs' changes. */
interface SliceSync<P> {
  /** The store's initial data: what another tab changed from when nothing was stored yet. */
  data?: P;
  /** Shows data merged at save time in this tab too (before the other tab's event arrives). */
  adopt?: (data: P) => void;
}

/** Per key, the stored text this tab last read, wrote or heard of from another tab. */
const lastSeen = new Map<string, string | null>();

/**
 * What to save: this tab's data, with the changes another tab saved since this tab last saw the
 * entry merged in item by item (its storage event may not have arrived yet), so the last write
 * never drops the other tab's items.
 */
function withOtherTabsChanges<P>(
  definition: SliceDefinition<unknown, P>,
  name: string,
  value: StorageValue<unknown>,
  initial: SliceSync<P>,
): StorageValue<unknown> {
  const stored = safeLocalStorage.get(name);
  const seen = lastSeen.get(name);
  if (seen === undefined || stored === null || stored === seen) return value;
  const theirs = parseEntry(definition, stored);
  const base = parseEntry(definition, seen) ?? initial.data;
  if (theirs === undefined || base === undefined) return value;
  const merged = mergeChanges(base, value.state as P, theirs) as P;
  initial.adopt?.(merged);
  return { ...value, state: merged };
}

function sliceStorage<P>(
  definition: SliceDefinition<unknown, P>,
  initial: SliceSync<P>,
): PersistStorage<unknown> {
  return {
    getItem: (name) => {
      const raw = safeLocalStorage.get(name);
      lastSeen.set(name, raw);
      if (raw === null) return null;
      let read: SliceRead<P> = { status: 'invalid' };
      try {
        const value: unknown = JSON.parse(raw);
        if (isRecord(value) && 'state' in value && typeof value.version === 'number') {
          read = readSlice(definition, value.state, value.version);
        }
      } catch {
        // Not JSON: handled below like any other unreadable entry.
      }
      if (read.status === 'ok') {
        if (read.capped) {
          const alsoInvalid = read.problems.length > 1;
          reportStorageNotice(cappedNotice(definition.label, read.capped, alsoInvalid));
        } else if (read.repaired) reportStorageNotice(repairedNotice(definition.label));
        return { state: read.data, version: definition.version };
      }
      if (read.status === 'newer') {
        readOnlyKeys.add(name);
        reportStorageNotice(newerNotice(definition.label));
        return null;
      }
      safeLocalStorage.remove(name);
      reportStorageNotice(droppedNotice(definition.label));
      return null;
    },
    setItem: (name, value) => {
      if (persistenceOn() && !readOnlyKeys.has(name)) {
        const raw = JSON.stringify(withOtherTabsChanges(definition, name, value, initial));
        safeLocalStorage.set(name, raw);
        lastSeen.set(name, raw);
      }
    },
    removeItem: (name) => safeLocalStorage.remove(name),
  };
}

/**
 * Creates a Zustand store saved to localStorage under `definition` — only while the player has
 * persistence on; what is read back is validated (and upgraded) first, and unreadable data is
 * dropped with a notice while the rest loads.
 */
export function createPersistedStore<S, P>(
  definition: SliceDefinition<S, P>,
  initializer: StateCreator<S, [['zustand/persist', unknown]]>,
): UseBoundStore<PersistApi<S>> {
  const generic = definition as unknown as SliceDefinition<unknown, P>;
  const initial: SliceSync<P> = {};
  const options: PersistOptions<S, unknown> = {
    name: storageKey(definition.name),
    version: definition.version,
    storage: sliceStorage(generic, initial),
    partialize: definition.partialize,
    // Stored data is validated and upgraded in getItem, so it is already current here.
    merge: (stored, current) => (stored ? { ...current, ...(stored as P) } : current),
  };
  const store = create<S>()(persist(initializer, options)) as unknown as UseBoundStore<
    PersistApi<S>
  >;
  initial.data = definition.partialize(store.getInitialState());
  // After the save that merged it, so the store is not set while it saves.
  initial.adopt = (data) => queueMicrotask(() => store.setState(data as Partial<S>));
  registeredSlices.push({
    definition: generic as SliceDefinition<unknown, unknown>,
    key: storageKey(definition.name),
    save: () => store.setState({}),
    clear: () => store.persist.clearStorage(),
    rehydrate: () => void store.persist.rehydrate(),
    snapshot: () => definition.partialize(store.getState()),
    restore: (data) => store.setState(data as Partial<S>),
    mergeOtherTab: (oldRaw, newRaw) => {
      if (newRaw === null) return;
      lastSeen.set(storageKey(definition.name), newRaw);
      const theirs = parseEntry(generic, newRaw);
      // Unreadable or newer data goes the usual way: dropped with a notice, or kept read-only.
      if (theirs === undefined) return void store.persist.rehydrate();
      // What the other tab changed from (nothing stored yet: this store's initial data).
      const base = parseEntry(generic, oldRaw) ?? initial.data;
      const mine = definition.partialize(store.getState());
      const merged = mergeChanges(base, mine, theirs);
      // Setting the state saves it; saving again what this tab already shows fills in what the
      // other tab's save lacked.
      if (!sameData(merged, mine)) store.setState(merged as Partial<S>);
      else if (!sameData(merged, theirs)) store.setState({});
    },
  });
  return store;
}
