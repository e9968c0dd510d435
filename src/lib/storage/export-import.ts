import { readSlice, registeredSlices } from './persisted-store';

const APP_ID = 'tyria-fishing-companion';
const FORMAT = 1;

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

export type ImportResult = { ok: true; imported: string[] } | { ok: false; reason: string };

/**
 * Reads an export file and, only if every part of it is valid, applies it. An invalid file
 * changes nothing and says why.
 */
export function importExport(text: string): ImportResult {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The file is not valid JSON.' };
  }
  if (typeof file !== 'object' || !file || (file as ExportFile).app !== APP_ID) {
    return { ok: false, reason: 'The file is not a Tyria Fishing Companion export.' };
  }
  const { format, slices } = file as ExportFile;
  if (format !== FORMAT) {
    return { ok: false, reason: `The file's format (${String(format)}) is not supported.` };
  }
  if (typeof slices !== 'object' || !slices) {
    return { ok: false, reason: 'The file holds no saved data.' };
  }
  const updates: [(typeof registeredSlices)[number], unknown][] = [];
  for (const slice of registeredSlices) {
    const entry = slices[slice.definition.name];
    if (entry === undefined || slice.definition.exportable === false) continue;
    const read =
      typeof entry?.version === 'number'
        ? readSlice(slice.definition, entry.state, entry.version)
        : undefined;
    // A group with bad items is refused whole: importing it would replace good data with less.
    if (read?.status !== 'ok' || read.repaired) {
      return { ok: false, reason: `The ${slice.definition.label} in the file are not valid.` };
    }
    updates.push([slice, read.data]);
  }
  if (updates.length === 0) return { ok: false, reason: 'The file holds no saved data.' };
  updates.forEach(([slice, data]) => slice.restore(data));
  return { ok: true, imported: updates.map(([slice]) => slice.definition.label) };
}
