import * as z from 'zod/mini';
import { createPersistedStore, keepValidEntries, keepValidItems } from '@/lib/storage';
import { emptyMarks, toggleMark, type ManualMarks } from '@/lib/progress';

interface MarksState extends ManualMarks {
  /** Toggles a fish of `regionKey` (whose fish are `regionFishIds`) acquired / not acquired. */
  toggle: (regionKey: string, itemId: number, regionFishIds: readonly number[]) => void;
}

const fishId = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());

/** The player's manual marks; saved with the persistence switch like keys and pins. */
export const useMarksStore = createPersistedStore(
  {
    name: 'marks',
    label: 'fish marks',
    version: 1,
    schema: z.object({ acquired: z.array(fishId), completion: z.record(z.string(), count) }),
    repair: (stored) => ({
      acquired: keepValidItems(stored, 'acquired', fishId) ?? [],
      completion: keepValidEntries(stored, 'completion', count) ?? {},
    }),
    partialize: ({ acquired, completion }: MarksState) => ({ acquired, completion }),
  },
  (set) => ({
    ...emptyMarks,
    toggle: (regionKey, itemId, regionFishIds) =>
      set((marks) => toggleMark(marks, regionKey, itemId, regionFishIds)),
  }),
);
