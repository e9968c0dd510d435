import { readSlice, type SliceDefinition } from './slice-definition';

/** An action refused because its group holds the most items it keeps (`max`); nothing changed. */
export interface CapReached {
  /** The slice's name ("pins"), worded where shown (`cap-words.ts`). */
  slice: string;
  max: number;
}

/**
 * The one "at the cap" rule for every action that adds: `next` (what the action would store) is
 * refused when reading it back would leave items out, by the same rule that reads stored data and
 * cuts an import (`readSlice`), so nothing is kept in memory that the next load would drop.
 * A change that adds nothing (an unpin, an edit) is never refused, even past the cap.
 */
export function capReached<P>(
  definition: SliceDefinition<unknown, P>,
  current: P,
  next: P,
): CapReached | undefined {
  const after = overCap(definition, next);
  if (!after) return undefined;
  const before = overCap(definition, current);
  if (after.count <= (before?.count ?? after.max)) return undefined;
  return { slice: definition.name, max: after.max };
}

function overCap<P>(definition: SliceDefinition<unknown, P>, data: P) {
  const read = readSlice(definition, data, definition.version);
  return read.status === 'ok' ? read.capped : undefined;
}
