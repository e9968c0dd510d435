import * as z from 'zod/mini';
import { createPersistedStore } from '@/lib/storage';
import type { SessionCatchLog } from './catch-log-state';

/**
 * Only the log: how it advances (`advanceCatchLog`) loads with the session page, not with the
 * store, which every page creates at start-up (`src/app/persisted-stores.ts`).
 */
interface CatchLogStore {
  /** The log of the latest session and key the app saw an answer for. */
  log?: SessionCatchLog;
}

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

/**
 * The session's catch log, saved with the persistence switch so a reload keeps it. One log: a
 * new session or another key replaces it.
 */
export const useCatchLogStore = createPersistedStore(
  {
    name: 'catch-log',
    version: 1,
    schema: z.object({ log: z.optional(logSchema) }),
    partialize: ({ log }: CatchLogStore) => (log ? { log } : {}),
  },
  (): CatchLogStore => ({ log: undefined }),
);
