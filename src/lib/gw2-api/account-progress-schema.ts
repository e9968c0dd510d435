import * as z from 'zod/mini';

/**
 * The bounds of the account's achievements answer (`/v2/account/achievements`), written once: the
 * answer is cleaned with them where it enters (`cleanAccountProgress`) and the session's catch log
 * checks what it stores with them, so what the one accepts the other reads back (issue 57).
 */
export const ACCOUNT_PROGRESS_LIMITS = {
  /**
   * Entries read of one answer, and kept of it: far more than the achievements asked (about 45);
   * an answer beyond is not the API's.
   */
  maxEntries: 1000,
  /** Bits of one entry, and the bit indexes below it: a collection has about 30. */
  maxBits: 1000,
  /** `repeated`, `current`, `max`: far above any fishing achievement's count. */
  maxCount: 1_000_000,
} as const;

const { maxBits, maxCount } = ACCOUNT_PROGRESS_LIMITS;

/** An achievement id: a whole number, not negative. */
export const achievementIdSchema = z.int().check(z.nonnegative());
const bitIndex = z.int().check(z.nonnegative(), z.lt(maxBits));
const count = z.int().check(z.nonnegative(), z.lte(maxCount));

/**
 * One achievement's progress as the app reads it: whole, non-negative numbers within the bounds
 * above. `id` is checked by the caller (the ids asked, or any id for what is stored).
 */
export const accountProgressEntrySchema = <I extends z.ZodMiniType<number>>(id: I) =>
  z.object({
    id,
    done: z.boolean(),
    bits: z.optional(z.array(bitIndex).check(z.maxLength(maxBits))),
    repeated: z.optional(count),
    current: z.optional(count),
    max: z.optional(count),
  });
