import { mergeWithinCap, type MergeCap } from './merge-import';
import { registeredSlices, type RegisteredSlice } from './persisted-store';
import { readSlice } from './slice-definition';

const APP_ID = 'tyria-fishing-companion';
const FORMAT = 1;
/** A real export is a few kilobytes; anything this big is not one (and would freeze the page). */
export const MAX_IMPORT_BYTES = 1_000_000;
export const IMPORT_TOO_LARGE = 'The file is larger than 1 MB, so it is not an export of this app.';

/** The file a player downloads to move their settings, keys and marks to another browser. */
export interface ExportFile {
  app: typeof APP_ID;
  format: typeof FORMAT;
  exportedAt: string;
  slices: Record<string, { version: number; state: unknown }>;
}

export function createExport(now: Date): ExportFile {
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
  label: string;
  data: unknown;
  /** Items in the file (valid ones) and now; undefined for a group of settings. */
  fileCount?: number;
  currentCount?: number;
  /** Whether merging adds to the current data (otherwise the file's replaces it either way). */
  mergeable: boolean;
  /** The items left out, each with its reason. */
  problems: string[];
  /** What merging would leave out to stay within the group's cap (none: undefined). */
  mergeCap?: MergeCap;
}

export type ImportPreview =
  { ok: true; groups: ImportGroup[]; refused: string[] } | { ok: false; reason: string };

export type ImportMode = 'merge' | 'replace';

function readFile(text: string): { slices: ExportFile['slices'] } | string {
  if (text.length > MAX_IMPORT_BYTES) {
    return IMPORT_TOO_LARGE;
  }
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return 'The file is not valid JSON.';
  }
  if (typeof file !== 'object' || !file || (file as ExportFile).app !== APP_ID) {
    return 'The file is not a Tyria Fishing Companion export.';
  }
  const { format, slices } = file as ExportFile;
  if (format !== FORMAT) return `The file's format (${String(format)}) is not supported.`;
  if (typeof slices !== 'object' || !slices) return 'The file holds no saved data.';
  return { slices };
}

/**
 * Reads an export file without changing anything: each group's valid items, the ones left out
 * and why, and how many items the player has now. Groups that cannot be read at all are listed
 * in `refused`.
 */
export function previewImport(text: string): ImportPreview {
  const file = readFile(text);
  if (typeof file === 'string') return { ok: false, reason: file };
  const groups: ImportGroup[] = [];
  const refused: string[] = [];
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
      refused.push(`The ${definition.label} come from a newer version of the app.`);
    } else if (read?.status !== 'ok') {
      refused.push(`The ${definition.label} in the file are not valid.`);
    } else {
      const count = definition.countItems;
      groups.push({
        slice,
        label: definition.label,
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
    return { ok: false, reason: refused.join(' ') || 'The file holds no saved data.' };
  }
  return { ok: true, groups, refused };
}

/**
 * Applies a previewed import: merged into the current data (the default, within each group's
 * cap) or replacing it. Returns what was imported, per group ("pinned pages", or "pinned pages
 * (100 left out: the limit is 200)").
 */
export function applyImport(groups: readonly ImportGroup[], mode: ImportMode): string[] {
  return groups.map(({ slice, data, label }) => {
    if (mode === 'replace') {
      slice.restore(data);
      return label;
    }
    const { data: merged, cap } = mergeWithinCap(slice, data);
    slice.restore(merged);
    return cap ? `${label} (${cap.leftOut} left out: the limit is ${cap.max})` : label;
  });
}
