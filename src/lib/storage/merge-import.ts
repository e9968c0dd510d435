import type { ItemRef } from './keep-valid';
import type { RegisteredSlice } from './persisted-store';
import { readSlice, type SliceDefinition } from './slice-definition';

/** What a group's cap leaves out of a merge import. */
export interface MergeCap {
  /** Items the merge would hold, and the most the group keeps. */
  total: number;
  max: number;
  /** How many are left out (`total - max`), and which (when the group can name its items). */
  leftOut: number;
  names: ItemRef[];
}

const refKey = (ref: ItemRef) => JSON.stringify(ref);

/** The items of `all` that are not in `kept`, by name (each name counted as often as it occurs). */
function leftOutNames<P>(definition: SliceDefinition<unknown, P>, all: P, kept: P) {
  if (!definition.itemNames) return [];
  const remaining = new Map<string, number>();
  for (const name of definition.itemNames(kept).map(refKey)) {
    remaining.set(name, (remaining.get(name) ?? 0) + 1);
  }
  return definition.itemNames(all).filter((ref) => {
    const left = remaining.get(refKey(ref)) ?? 0;
    remaining.set(refKey(ref), left - 1);
    return left <= 0;
  });
}

/**
 * A merge import, within the group's cap: the current items first, then the file's, and at most
 * as many as the group keeps (the same rule as reading stored data), so what is imported is what
 * is kept later, and the preview can say what the cap leaves out.
 */
export function mergeWithinCap(
  slice: RegisteredSlice,
  incoming: unknown,
): { data: unknown; cap?: MergeCap } {
  const { definition } = slice;
  if (!definition.mergeImport) return { data: incoming };
  const merged = definition.mergeImport(slice.snapshot(), incoming);
  const read = readSlice(definition, merged, definition.version);
  if (read.status !== 'ok') return { data: merged };
  if (!read.capped) return { data: read.data };
  const { count, max } = read.capped;
  const names = leftOutNames(definition, merged, read.data);
  return { data: read.data, cap: { total: count, max, leftOut: count - max, names } };
}
