import { createPersistedStore } from '@/lib/storage/persisted-store';
import type { CapReached } from '@/lib/storage/cap-rule';
import { emptyMarks, toggleMark, type ManualMarks } from '@/lib/progress/manual-marks';

interface MarksState extends ManualMarks {
  /**
   * Toggles a fish of `regionKey` (whose fish are `regionFishIds`) acquired / not acquired, and
   * returns the refusal when nothing changed: a mark past the cap (the player is told). Screens
   * toggle through `useMarking`, which first refuses while marking is paused (`marking-pause.ts`).
   */
  toggle: (
    regionKey: string,
    itemId: number,
    regionFishIds: readonly number[],
  ) => CapReached | undefined;
}

/** Completion counts of both, the higher one per region. */
function mergeCounts(current: Record<string, number>, incoming: Record<string, number>) {
  const merged = { ...current };
  for (const [region, times] of Object.entries(incoming)) {
    merged[region] = Math.max(merged[region] ?? 0, times);
  }
  return merged;
}

/** The player's manual marks; saved with the persistence switch like keys and pins. */
export const useMarksStore = createPersistedStore(
  {
    name: 'marks',
    version: 1,
    checks: () => import('./marks-checks'),
    mergeImport: (current, incoming) => ({
      acquired: [...new Set([...current.acquired, ...incoming.acquired])],
      completion: mergeCounts(current.completion, incoming.completion),
    }),
    countItems: ({ acquired }) => acquired.length,
    itemNames: ({ acquired }) => acquired.map((id) => ({ fish: String(id) })),
    partialize: ({ acquired, completion }: MarksState) => ({ acquired, completion }),
  },
  (_set, _get, _api, setWithinCap) => ({
    ...emptyMarks,
    toggle: (regionKey, itemId, regionFishIds) =>
      setWithinCap((marks) => toggleMark(marks, regionKey, itemId, regionFishIds)),
  }),
);
