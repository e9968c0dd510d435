/** Fish the player marked as caught by hand, and how often each region was completed. */
export interface ManualMarks {
  /** Item ids of the fish marked acquired. */
  acquired: number[];
  /** Region key → how many times every fish of the region was marked (spec §3 Region completion). */
  completion: Record<string, number>;
}

export const emptyMarks: ManualMarks = { acquired: [], completion: {} };

/**
 * Toggles one fish of a region (spec §4 Item status). When that makes every fish of the region
 * acquired, they all reset to not acquired and the region's completion count goes up by one.
 */
export function toggleMark(
  marks: ManualMarks,
  regionKey: string,
  itemId: number,
  regionFishIds: readonly number[],
): ManualMarks {
  const acquired = new Set(marks.acquired);
  if (acquired.has(itemId)) acquired.delete(itemId);
  else acquired.add(itemId);

  const regionDone = regionFishIds.length > 0 && regionFishIds.every((id) => acquired.has(id));
  if (!regionDone) return { ...marks, acquired: [...acquired] };

  regionFishIds.forEach((id) => acquired.delete(id));
  return {
    acquired: [...acquired],
    completion: { ...marks.completion, [regionKey]: (marks.completion[regionKey] ?? 0) + 1 },
  };
}
