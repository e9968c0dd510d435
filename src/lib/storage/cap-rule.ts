import { checksOf, readSlice, type SliceDefinition } from './slice-definition';
import { reportStorageNotice } from './storage-notices';

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
  // Before the checks load (a first visit's first moments: they load once the app is live, or
  // before the first render when anything is stored) the data holds only what was added since
  // the page opened, far below any cap.
  if (!checksOf(definition)) return undefined;
  const read = readSlice(definition, data, definition.version);
  return read.status === 'ok' ? read.capped : undefined;
}

/**
 * For an action that adds: sets `change` unless the stored part of the state would then hold more
 * than the slice keeps (`capReached`). A refused change changes nothing; the player is told with a
 * notice and the refusal is returned, for a control that would otherwise say it worked.
 */
export type SetWithinCap<S> = (change: (state: S) => Partial<S>) => CapReached | undefined;

/** A store's `setWithinCap`, from its slice definition and its own `get` and `set`. */
export function setWithinCapOf<S, P>(
  definition: SliceDefinition<S, P>,
  get: () => S,
  set: (partial: Partial<S>) => void,
): SetWithinCap<S> {
  const generic = definition as unknown as SliceDefinition<unknown, P>;
  return (change) => {
    const state = get();
    const partial = change(state);
    const next = { ...state, ...partial };
    const refused = capReached(generic, definition.partialize(state), definition.partialize(next));
    if (refused) reportStorageNotice({ kind: 'cap-reached', ...refused });
    else set(partial);
    return refused;
  };
}
