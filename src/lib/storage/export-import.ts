import type { StorageProblem } from './keep-valid';
import { mergeWithinCap, type MergeCap } from './merge-import';
import { registeredSlices, type RegisteredSlice } from './persisted-store';
import { readSlice } from './slice-definition';
import { createStores } from './slice-registry';

const APP_ID = 'tyria-fishing-companion';
const FORMAT = 1;
/** A real export is a few kilobytes; anything this big is not one (and would freeze the page). */
export const MAX_IMPORT_BYTES = 1_000_000;

/** The file a player downloads to move their settings, keys and marks to another browser. */
export interface ExportFile {
  app: typeof APP_ID;
  format: typeof FORMAT;
  exportedAt: string;
  slices: Record<string, { version: number; state: unknown }>;
}

/**
 * Every exportable slice as one file. A store this page has not used yet is created first (it
 * reads what it stored), so the file holds every slice whichever page it is made on.
 */
export async function createExport(now: Date): Promise<ExportFile> {
  await createStores();
  const slices: ExportFile['slices'] = {};
  for (const slice of registeredSlices) {
    if (slice.definition.exportable === false) continue;
    slices[slice.definition.name] = { version: slice.definition.version, state: slice.snapshot() };
  }
  return { app: APP_ID, format: FORMAT, exportedAt: now.toISOString(), slices };
}

/** One group of an import file, validated item by item, beside what it would change. */
export interface ImportGroup {
  slice: RegisteredSlice;
  /** The slice's name (worded where shown, `storage-words.ts`). */
  name: string;
  data: unknown;
  /** Items in the file (valid ones) and now; undefined for a group of settings. */
  fileCount?: number;
  currentCount?: number;
  /** Whether merging adds to the current data (otherwise the file's replaces it either way). */
  mergeable: boolean;
  /** The items left out, each with its reason. */
  problems: StorageProblem[];
  /** What merging would leave out to stay within the group's cap (none: undefined). */
  mergeCap?: MergeCap;
}

/** Why a whole file is refused, as an id (worded where shown, `storage-words.ts`). */
export type FileRefusal =
  { kind: 'too-large' | 'not-json' | 'not-export' | 'empty' } | { kind: 'format'; format: string };

/** Why one group of a file is refused: it comes from a newer version, or is not valid. */
export interface GroupRefusal {
  kind: 'newer' | 'invalid';
  slice: string;
}

export type ImportRefusal = FileRefusal | GroupRefusal;

export type ImportPreview =
  | { ok: true; groups: ImportGroup[]; refused: GroupRefusal[] }
  | { ok: false; reasons: ImportRefusal[] };

/** What an import did to one group: its slice's name, and what a merge's cap left out. */
export interface Imported {
  name: string;
  cap?: MergeCap;
}

export type ImportMode = 'merge' | 'replace';

function readFile(text: string): { slices: ExportFile['slices'] } | FileRefusal {
  if (text.length > MAX_IMPORT_BYTES) return { kind: 'too-large' };
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { kind: 'not-json' };
  }
  if (typeof file !== 'object' || !file || (file as ExportFile).app !== APP_ID) {
    return { kind: 'not-export' };
  }
  const { format, slices } = file as ExportFile;
  if (format !== FORMAT) return { kind: 'format', format: String(format) };
  if (typeof slices !== 'object' || !slices) return { kind: 'empty' };
  return { slices };
}

/**
 * Reads an export file without changing anything: each group's valid items, the ones left out
 * and why, and how many items the player has now. Groups that cannot be read at all are listed
 * in `refused`.
 */
export async function previewImport(text: string): Promise<ImportPreview> {
  const file = readFile(text);
  if ('kind' in file) return { ok: false, reasons: [file] };
  // The file's groups are read through their slices' checks and merged into what their stores
  // hold, so their stores are created first (with what they stored) if this page has not yet.
  await createStores(Object.keys(file.slices));
  const groups: ImportGroup[] = [];
  const refused: GroupRefusal[] = [];
  for (const slice of registeredSlices) {
    const { definition } = slice;
    const entry = Object.hasOwn(file.slices, definition.name)
      ? file.slices[definition.name]
      : undefined;
    if (entry === undefined || definition.exportable === false) continue;
    const read =
      typeof entry?.version === 'number'
        ? readSlice(definition, entry.state, entry.version)
        : undefined;
    if (read?.status === 'newer') {
      refused.push({ kind: 'newer', slice: definition.name });
    } else if (read?.status !== 'ok') {
      refused.push({ kind: 'invalid', slice: definition.name });
    } else {
      const count = definition.countItems;
      groups.push({
        slice,
        name: definition.name,
        data: read.data,
        fileCount: count?.(read.data),
        currentCount: count?.(slice.snapshot()),
        mergeable: Boolean(definition.mergeImport),
        problems: read.problems,
        mergeCap: definition.mergeImport ? mergeWithinCap(slice, read.data).cap : undefined,
      });
    }
  }
  if (groups.length === 0) {
    return { ok: false, reasons: refused.length > 0 ? refused : [{ kind: 'empty' }] };
  }
  return { ok: true, groups, refused };
}

/**
 * Applies a previewed import: merged into the current data (the default, within each group's
 * cap) or replacing it. Returns what was imported, per group, with what a cap left out.
 */
export function applyImport(groups: readonly ImportGroup[], mode: ImportMode): Imported[] {
  return groups.map(({ slice, data, name }) => {
    if (mode === 'replace') {
      slice.restore(data);
      return { name };
    }
    const { data: merged, cap } = mergeWithinCap(slice, data);
    slice.restore(merged);
    return cap ? { name, cap } : { name };
  });
}
