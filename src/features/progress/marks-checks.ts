import * as z from 'zod/mini';
import type { ManualMarks } from '@/lib/progress/manual-marks';
import { keepValidEntries, keepValidItems, withoutReservedNames } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';

/** Far more than there are fish: a file with more is not a real export. */
const MAX_MARKS = 2000;
const fishId = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());

/** How stored and imported marks are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<ManualMarks> = {
  schema: z.object({
    acquired: z.array(fishId).check(z.maxLength(MAX_MARKS)),
    completion: z.pipe(z.custom(withoutReservedNames), z.record(z.string(), count)),
  }),
  repair: (stored) => {
    const describe = (id: unknown) => ({ fish: JSON.stringify(id) });
    const acquired = keepValidItems(stored, 'acquired', fishId, {
      max: MAX_MARKS,
      items: 'marks',
      describe,
    });
    const completion = keepValidEntries(stored, 'completion', count, {
      max: MAX_MARKS,
      items: 'completion',
      refuseReservedNames: true,
    });
    return {
      data: { acquired: acquired.kept ?? [], completion: completion.kept ?? {} },
      problems: [...acquired.problems, ...completion.problems],
      capped: acquired.capped ?? completion.capped,
    };
  },
};
