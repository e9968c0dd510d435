import * as z from 'zod/mini';
import { LIVE_CATALOG, LIVE_CHECK_STORAGE_KEY } from '@/config/live-catalog';
import { storedFailureKind, type FailureKind } from '@/lib/gw2-api/failure-kind';
import { gameCatalogSchemas } from '@/lib/gw2-api/fishing-catalog';

const gameAnswerSchema = z.object({
  categoryIds: z.array(z.number()),
  achievements: z.array(gameCatalogSchemas.achievement),
  items: z.array(gameCatalogSchemas.item),
  /** What the answer held that the app left out (issue 40); absent in records stored before. */
  rejected: z.optional(z.array(gameCatalogSchemas.rejected)),
});
export type GameAnswer = z.infer<typeof gameAnswerSchema>;

/**
 * What every stored answer of the game's keeps beside the answer: when the game last answered,
 * when the last request failed (after that) and its kind (older records: words).
 */
export const answerTimesSchema = {
  version: z.literal(1),
  checkedAt: z.nullable(z.number()),
  failedAt: z.nullable(z.number()),
  failure: z.nullable(z.string()),
};

/** A stored answer as read back: times from the past, a failure by its kind. */
export type StoredAnswer<Schema extends z.ZodMiniType> = Omit<z.infer<Schema>, 'failure'> & {
  failure: FailureKind | null;
};

/** No answer yet, and no failure. */
export const noAnswerTimes = {
  version: 1,
  checkedAt: null,
  failedAt: null,
  failure: null,
} as const;

const recordSchema = z.object({ ...answerTimesSchema, game: z.nullable(gameAnswerSchema) });
/** The live check's stored record; its answer is `game`. */
export type CheckRecord = StoredAnswer<typeof recordSchema>;

export const emptyRecord: CheckRecord = { ...noAnswerTimes, game: null };

/** A stored answer of the game's under `key`; a missing, unreadable or malformed one is undefined. */
export function readStoredAnswer<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores an answer; blocked or full storage only means the next visit asks again. */
export function writeStoredAnswer(key: string, record: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(record));
  } catch {
    // A cache that cannot be written is no error: the game is asked again next time.
  }
}

/**
 * Whether a stored record's times have passed at `now` (G6): one written while the clock ran
 * ahead, then corrected, would otherwise hold off every check until that date. A few minutes
 * ahead are allowed for a clock the system nudged.
 */
export const timesHavePassed = (
  record: Pick<CheckRecord, 'checkedAt' | 'failedAt'>,
  now: number,
): boolean =>
  [record.checkedAt, record.failedAt].every(
    (time) => time === null || time <= now + LIVE_CATALOG.clockToleranceMs,
  );

/**
 * The stored record at `now`; a missing, unreadable or malformed one, or one from the future,
 * reads as none (quietly). A failure stored in words (before kinds) reads as `unknown`.
 */
export function readCheckRecord(now: number): CheckRecord {
  const record = readStoredAnswer(LIVE_CHECK_STORAGE_KEY, recordSchema);
  if (!record || !timesHavePassed(record, now)) return emptyRecord;
  return { ...record, failure: storedFailureKind(record.failure) };
}

/** Stores the record; blocked or full storage only means the next visit asks again. */
export const writeCheckRecord = (record: CheckRecord) =>
  writeStoredAnswer(LIVE_CHECK_STORAGE_KEY, record);

/** Whether the game should be asked now: every few hours, and an hour after a failure. */
export function isCheckDue(
  record: Pick<CheckRecord, 'checkedAt' | 'failedAt'>,
  now: number,
): boolean {
  if (record.failedAt !== null && record.failedAt > (record.checkedAt ?? -Infinity))
    return now - record.failedAt >= LIVE_CATALOG.retryAfterFailureMs;
  return record.checkedAt === null || now - record.checkedAt >= LIVE_CATALOG.refreshMs;
}
