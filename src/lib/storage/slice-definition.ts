import { isRecord, type Capped, type ItemRef, type StorageProblem } from './keep-valid';

/** Any zod schema, classic or mini (the start-up bundle uses zod/mini to stay small). */
export interface Validator<P> {
  safeParse(data: unknown): { success: true; data: P } | { success: false };
}

/** How a slice's stored (or imported) data is checked before it is used. */
export interface SliceChecks<P> {
  /** The stored shape at the slice's `version`; anything else is dropped with a notice. */
  schema: Validator<P>;
  /**
   * Keeps what is still valid of data that fails `schema` (e.g. drops the one bad pin), so one
   * bad item does not cost the whole group, and says why each item was left out. Its result is
   * checked against `schema` again.
   */
  repair?: (stored: unknown) => { data: unknown; problems: StorageProblem[]; capped?: Capped };
}

/** A module of a slice's checks, loaded when first needed. */
export type ChecksModule<P> = () => Promise<{ checks: SliceChecks<P> }>;

/** How one store is saved: its key, the stored shape, its version and how to upgrade old data. */
export interface SliceDefinition<S, P> {
  /**
   * Short name, used in the storage key and in export files; notices and the import preview word
   * it where shown ("pinned pages", `storage-words.ts`).
   */
  name: string;
  /** Version of the stored shape; bump it and extend `migrate` whenever the shape changes. */
  version: number;
  /**
   * How stored and imported data is checked: here, or a module of its own (`ChecksModule`), so
   * that zod and the schemas load only when something stored is read or written
   * (`loadSliceChecks`, docs/storage.md "Checks load when needed").
   */
  checks: SliceChecks<P> | ChecksModule<P>;
  /** The part of the state that is stored. */
  partialize: (state: S) => P;
  /** Upgrades data stored by an older version of the app. */
  migrate?: (stored: unknown, fromVersion: number) => unknown;
  /** How an import merges the file's data into the current data; without it the file's replaces. */
  mergeImport?: (current: P, incoming: P) => P;
  /** How many items the data holds (for an import's preview); without it, one group of settings. */
  countItems?: (data: P) => number;
  /**
   * How the player recognises each item, in the order `repair` keeps them (for an import's
   * preview: which items a cap leaves out). Without it the preview gives only their number.
   */
  itemNames?: (data: P) => ItemRef[];
  /** Whether the slice goes into export files (the persistence switch itself does not). */
  exportable?: boolean;
}

const INVALID = Symbol('invalid stored data');

/** The checks modules loaded so far, by definition. */
const loadedChecks = new WeakMap<object, SliceChecks<unknown>>();
const loadingChecks = new WeakMap<object, Promise<void>>();

/** A slice's checks, or undefined while its checks module is not loaded. */
export function checksOf<P>(definition: SliceDefinition<unknown, P>): SliceChecks<P> | undefined {
  const { checks } = definition;
  return typeof checks === 'function'
    ? (loadedChecks.get(definition) as SliceChecks<P> | undefined)
    : checks;
}

/** Loads a slice's checks module (once). */
export function loadChecks(definition: SliceDefinition<unknown, unknown>): Promise<void> {
  const { checks } = definition;
  if (typeof checks !== 'function') return Promise.resolve();
  let loading = loadingChecks.get(definition);
  if (!loading) {
    loading = checks().then((module) => void loadedChecks.set(definition, module.checks));
    // A failed load (the network) may be tried again.
    loading.catch(() => loadingChecks.delete(definition));
    loadingChecks.set(definition, loading);
  }
  return loading;
}

/** What reading stored data gave: usable data (maybe with bad items left out), or why not. */
export type SliceRead<P> =
  | { status: 'ok'; data: P; repaired: boolean; problems: StorageProblem[]; capped?: Capped }
  | { status: 'newer' }
  | { status: 'invalid' };

/** Validates (and upgrades, or repairs) stored data for a slice; its checks must be loaded. */
export function readSlice<P>(
  definition: SliceDefinition<unknown, P>,
  stored: unknown,
  version: number,
): SliceRead<P> {
  const checks = checksOf(definition);
  if (!checks) throw new Error(`The checks of "${definition.name}" are read before they loaded.`);
  let data = stored;
  if (version > definition.version) return { status: 'newer' };
  if (version < definition.version) {
    try {
      data = definition.migrate ? definition.migrate(stored, version) : INVALID;
    } catch {
      return { status: 'invalid' };
    }
  }
  const parsed = checks.schema.safeParse(data);
  if (parsed.success) return { status: 'ok', data: parsed.data, repaired: false, problems: [] };
  if (!checks.repair || data === INVALID) return { status: 'invalid' };
  const { data: kept, problems, capped } = checks.repair(data);
  const repaired = checks.schema.safeParse(kept);
  return repaired.success
    ? { status: 'ok', data: repaired.data, repaired: true, problems, capped }
    : { status: 'invalid' };
}

/** Reads a stored entry's text: its envelope (`{ state, version }`) checked, then its data. */
export function readEntry<P>(definition: SliceDefinition<unknown, P>, raw: string): SliceRead<P> {
  try {
    const value: unknown = JSON.parse(raw);
    if (isRecord(value) && 'state' in value && typeof value.version === 'number') {
      return readSlice(definition, value.state, value.version);
    }
  } catch {
    // Not JSON: unreadable like any other bad entry.
  }
  return { status: 'invalid' };
}

/** The data of a stored entry when it is readable and current as it is, else undefined. */
export function parseEntry<P>(definition: SliceDefinition<unknown, P>, raw: string | null) {
  if (raw === null) return undefined;
  const read = readEntry(definition, raw);
  return read.status === 'ok' && !read.repaired ? read.data : undefined;
}
