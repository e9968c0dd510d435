import * as z from 'zod/mini';
import { LIVE_CATALOG, LIVE_CHECK_STORAGE_KEY } from '@/config/live-catalog';
import { gameCatalogSchemas } from '@/lib/gw2-api/fishing-catalog';

const gameAnswerSchema = z.object({
  categoryIds: z.array(z.number()),
  achievements: z.array(gameCatalogSchemas.achievement),
  items: z.array(gameCatalogSchemas.item),
});
export type GameAnswer = z.infer<typeof gameAnswerSchema>;

const recordSchema = z.object({
  version: z.literal(1),
  /** When the game last answered; its answer is `game`. */
  checkedAt: z.nullable(z.number()),
  /** When the last check failed (after `checkedAt`), and why. */
  failedAt: z.nullable(z.number()),
  failure: z.nullable(z.string()),
  game: z.nullable(gameAnswerSchema),
});
export type CheckRecord = z.infer<typeof recordSchema>;

export const emptyRecord: CheckRecord = {
  version: 1,
  checkedAt: null,
  failedAt: null,
  failure: null,
  game: null,
};

/** A stored answer of the game's under `key`; a missing, unreadable or malformed one reads as `none`. */
export function readStoredAnswer<T>(key: string, schema: z.ZodMiniType<T>, none: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : none;
  } catch {
    return none;
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

/** The stored record; a missing, unreadable or malformed one reads as none (quietly). */
export const readCheckRecord = (): CheckRecord =>
  readStoredAnswer(LIVE_CHECK_STORAGE_KEY, recordSchema, emptyRecord);

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
