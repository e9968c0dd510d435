import { isRecord, type Capped, type ItemRef, type StorageProblem } from './keep-valid';

/** Any zod schema, classic or mini (the start-up bundle uses zod/mini to stay small). */
export interface Validator<P> {
  safeParse(data: unknown): { success: true; data: P } | { success: false };
}

/** How one store is saved: its key, the stored shape, its version and how to upgrade old data. */
export interface SliceDefinition<S, P> {
  /**
   * Short name, used in the storage key and in export files; notices and the import preview word
   * it where shown ("pinned pages", `storage-words.ts`).
   */
  name: string;
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
  repair?: (stored: unknown) => { data: unknown; problems: StorageProblem[]; capped?: Capped };
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

/** What reading stored data gave: usable data (maybe with bad items left out), or why not. */
export type SliceRead<P> =
  | { status: 'ok'; data: P; repaired: boolean; problems: StorageProblem[]; capped?: Capped }
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
