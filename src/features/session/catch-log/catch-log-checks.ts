import * as z from 'zod/mini';
import {
  ACCOUNT_PROGRESS_LIMITS,
  accountProgressEntrySchema,
  achievementIdSchema,
} from '@/lib/gw2-api/account-progress-schema';
import { CATCH_LOG_LIMITS, isLogInstant, type SessionCatchLog } from '@/lib/session/catch-log';
import { isRecord, keepValidItems, type StorageProblem } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';

/** An instant a log can hold, checked when read (the window moves with the clock). */
const instant = z.number().check(z.refine((ms) => isLogInstant(ms, Date.now())));
const entry = accountProgressEntrySchema(achievementIdSchema);
const caughtSchema = z.object({ itemId: achievementIdSchema, at: instant });
const unreadSchema = z.array(achievementIdSchema).check(z.maxLength(CATCH_LOG_LIMITS.maxUnread));
const onceEach = (progress: readonly { id: number }[]) =>
  new Set(progress.map(({ id }) => id)).size === progress.length;

/** The same bounds the account's answer is cleaned with where it enters, so a baseline reads back. */
const baselineSchema = z.object({
  at: instant,
  progress: z
    .array(entry)
    .check(z.maxLength(ACCOUNT_PROGRESS_LIMITS.maxEntries), z.refine(onceEach)),
  unread: z.optional(unreadSchema),
});

const logSchema = z.object({
  startedAt: instant,
  keyId: z.string().check(z.maxLength(16)),
  baseline: z.optional(baselineSchema),
  caught: z.array(caughtSchema).check(z.maxLength(CATCH_LOG_LIMITS.maxCaught)),
});

/**
 * A stored baseline with the entries that cannot be read left out and named unread (their
 * baseline comes from the next answer), or none when not even its time reads (the next answer is
 * the baseline then). Either way no fish is claimed that was not seen to appear.
 */
function repairBaseline(stored: unknown): SessionCatchLog['baseline'] {
  const at = isRecord(stored) ? instant.safeParse(stored.at) : undefined;
  if (!isRecord(stored) || !at?.success) return undefined;
  const all = Array.isArray(stored.progress) ? stored.progress : [];
  const ids = all.map((item) => achievementIdSchema.safeParse(isRecord(item) && item.id).data);
  const twice = new Set(ids.filter((id, index) => ids.indexOf(id) !== index));
  const progress = all
    .slice(0, ACCOUNT_PROGRESS_LIMITS.maxEntries)
    .map((item, index) => (twice.has(ids[index]) ? undefined : entry.safeParse(item).data))
    .filter((item) => item !== undefined);
  const kept = new Set(progress.map(({ id }) => id));
  const unread = new Set([
    ...(unreadSchema.safeParse(stored.unread).data ?? []),
    ...ids.filter((id): id is number => id !== undefined && !kept.has(id)),
  ]);
  const listed = [...unread].slice(0, CATCH_LOG_LIMITS.maxUnread);
  return { at: at.data, progress, ...(listed.length > 0 && { unread: listed }) };
}

/**
 * What can be kept of a stored log that fails its check: its session and key must read, its bad
 * fish are left out and a bad baseline is repaired, so one bad part never drops the whole log.
 */
function repairLog(stored: unknown): { data: unknown; problems: StorageProblem[] } {
  const log = isRecord(stored) ? stored.log : undefined;
  const owner = z.object({ startedAt: instant, keyId: logSchema.shape.keyId });
  // Without its session and key a log belongs to nothing: unreadable (reset, with a notice).
  if (!isRecord(log) || !owner.safeParse(log).success) return { data: undefined, problems: [] };
  const caught = keepValidItems(log, 'caught', caughtSchema, {
    max: CATCH_LOG_LIMITS.maxCaught,
    items: 'catch-log',
    describe: (item) => ({ fish: JSON.stringify(isRecord(item) ? item.itemId : item) }),
  });
  const baseline = repairBaseline(log.baseline);
  return {
    data: {
      log: {
        startedAt: log.startedAt,
        keyId: log.keyId,
        ...(baseline && { baseline }),
        caught: caught.kept ?? [],
      },
    },
    problems: caught.problems,
  };
}

/** How a stored or imported catch log is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ log?: SessionCatchLog }> = {
  schema: z.object({ log: z.optional(logSchema) }),
  repair: repairLog,
};
