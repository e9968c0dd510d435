/** One achievement's progress on the player's account (`/v2/account/achievements`). */
export interface AccountAchievementProgress {
  id: number;
  done: boolean;
  /** Indexes of the achievement's finished bits. */
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
 * Item ids the account has acquired (spec §4 Item status): a fish is acquired when its bit is set
 * in a collection achievement's `bits`.
 */
export function acquiredFromAccount(
  progress: readonly AccountAchievementProgress[],
  collections: readonly CollectionBits[],
): number[] {
  const bitsById = new Map(collections.map((collection) => [collection.id, collection.bits]));
  const acquired = new Set<number>();
  for (const entry of progress) {
    const bits = bitsById.get(entry.id);
    for (const index of entry.bits ?? []) {
      const item = bits?.[index];
      if (item) acquired.add(item.id);
    }
  }
  return [...acquired];
}

/**
 * Items of one collection the account has caught: every item once the achievement is done, else
 * the items of its finished bits (`bits` are bit indexes; absent = not started).
 */
export function caughtFromAccount(
  collection: { bits: readonly { id: number; index: number }[] },
  entry: AccountAchievementProgress | undefined,
): ReadonlySet<number> {
  if (entry?.done) return new Set(collection.bits.map((bit) => bit.id));
  const finished = new Set(entry?.bits ?? []);
  return new Set(collection.bits.filter((bit) => finished.has(bit.index)).map((bit) => bit.id));
}

/** How often one achievement counts as completed: its repeat count, or 1 if done, else 0. */
export const completionsOf = (entry: AccountAchievementProgress | undefined) =>
  entry ? (entry.repeated ?? (entry.done ? 1 : 0)) : 0;

/**
 * Region key → completion count (spec §3 Region completion): the sum over the region's
 * achievements of `repeated`, or 1 if `done`. Regions without progress are left out.
 */
export function completionFromAccount(
  progress: readonly AccountAchievementProgress[],
  regions: readonly { key: string; achievementIds: readonly number[] }[],
): Record<string, number> {
  const byId = new Map(progress.map((entry) => [entry.id, entry]));
  const completion: Record<string, number> = {};
  for (const region of regions) {
    const count = region.achievementIds.reduce((sum, id) => sum + completionsOf(byId.get(id)), 0);
    if (count > 0) completion[region.key] = count;
  }
  return completion;
}
