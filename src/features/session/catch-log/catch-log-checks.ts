import * as z from 'zod/mini';
import type { SliceChecks } from '@/lib/storage';
import type { SessionCatchLog } from './catch-log-state';

/**
 * Far more than a log can hold (each fish once: the catalog has about 300; 43 achievements are
 * asked), so advancing needs no cap check; a stored entry past it is not the app's.
 */
const MAX_ENTRIES = 1000;
const count = z.int().check(z.nonnegative());
const instant = z.number().check(z.nonnegative());

const answerSchema = z.object({
  at: instant,
  progress: z
    .array(
      z.object({
        id: count,
        done: z.boolean(),
        bits: z.optional(z.array(count).check(z.maxLength(MAX_ENTRIES))),
        repeated: z.optional(count),
        current: z.optional(count),
      }),
    )
    .check(z.maxLength(MAX_ENTRIES)),
});

const logSchema = z.object({
  startedAt: instant,
  keyId: z.string().check(z.maxLength(16)),
  baseline: z.optional(answerSchema),
  caught: z.array(z.object({ itemId: count, at: instant })).check(z.maxLength(MAX_ENTRIES)),
});

/** How a stored or imported catch log is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ log?: SessionCatchLog }> = {
  schema: z.object({ log: z.optional(logSchema) }),
};
