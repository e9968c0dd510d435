/** One achievement's progress on the player's account (`/v2/account/achievements`). */
export interface AccountAchievementProgress {
  id: number;
  done: boolean;
  /** Indexes of the achievement's finished bits (the current round of a repeatable one). */
  bits?: number[];
  /** How many times the achievement was repeated (avid collections). */
  repeated?: number;
  current?: number;
  max?: number;
}

/** A collection achievement and its Item bits in bit order (bit index = position). */
export interface CollectionBits {
  id: number;
  bits: readonly { id: number }[];
}

/**
 * Bit indexes of a collection of `size` bits the account has finished in its current round
 * (docs/progress.md "Collections and rounds"): its `bits` when the API sends some; a `done` entry
 * without (or with empty) `bits` has them all, unless its `current` says fewer (a repeatable collection that
 * started a new round); absent or not done without bits, none.
 */
export function finishedBits(
  entry: AccountAchievementProgress | undefined,
  size: number,
): number[] {
  if (!entry) return [];
  if (entry.bits?.length) return entry.bits.filter((index) => index >= 0 && index < size);
  const full = entry.done && (entry.current === undefined || entry.current >= size);
  return full ? Array.from({ length: size }, (_, index) => index) : [];
}

/**
 * Items of one collection the account has caught in its current round (`bits` carry their bit
 * index; see {@link finishedBits}).
 */
export function caughtFromAccount(
  collection: { bits: readonly { id: number; index: number }[] },
  entry: AccountAchievementProgress | undefined,
): ReadonlySet<number> {
  const size = Math.max(0, ...collection.bits.map((bit) => bit.index + 1));
  const finished = new Set(finishedBits(entry, size));
  return new Set(collection.bits.filter((bit) => finished.has(bit.index)).map((bit) => bit.id));
}

/**
 * How often one achievement counts as completed (spec: its repeat count, or 1 if done): a `done`
 * entry counts at least once, also when the API sends `repeated: 0` with it.
 */
export const completionsOf = (entry: AccountAchievementProgress | undefined) =>
  entry ? Math.max(entry.repeated ?? 0, entry.done ? 1 : 0) : 0;
