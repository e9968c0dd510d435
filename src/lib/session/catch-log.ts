import type { AccountAchievementProgress } from '@/lib/progress/account-progress';
import { completionsOf, finishedBits, type CollectionBits } from '@/lib/progress/account-progress';
import { isSessionInstant } from './session-time';

/** Caps of the lists a log holds: far beyond a session (the catalog has about 300 fish). */
export const CATCH_LOG_LIMITS = {
  /** Fish in one log (each fish once). */
  maxCaught: 1000,
  /** Achievements a baseline could not read. */
  maxUnread: 1000,
} as const;

/**
 * Whether `ms` can be an instant of a catch log seen at `now`: a whole number of milliseconds the
 * session may read (`isSessionInstant`: within a year of now, far inside `Date`'s range), so a
 * stored 8.64e15 is not a date any screen has to write (issue 57 item 4).
 */
export const isLogInstant = (ms: number, now: number): boolean =>
  Number.isSafeInteger(ms) && isSessionInstant(ms, now);

/** A fish the account caught during the session, and when the app first saw it (epoch ms). */
export interface CaughtFish {
  itemId: number;
  at: number;
}

/**
 * One answer of the account's progress (cleaned where it entered: `cleanAccountProgress`) and
 * when it came (`dataUpdatedAt`, epoch ms).
 */
export interface AccountAnswer {
  at: number;
  progress: readonly AccountAchievementProgress[];
  /** Ids of the entries the answer held but the app left out: their progress is not known. */
  unread?: readonly number[];
}

/** Which session and which key a log belongs to. */
export interface LogOwner {
  startedAt: number;
  /** {@link keyFingerprint} of the key whose account is logged (never the key itself). */
  keyId: string;
}

/** What the log counts from: the fields progress reads of an answer, and what it could not read. */
export interface CatchLogBaseline {
  at: number;
  progress: AccountAchievementProgress[];
  /**
   * Achievements whose entry was left out (of the answer, or of a stored baseline that could not
   * be read): the next answer that reads gives their baseline, so none of their fish is claimed.
   */
  unread?: number[];
}

/**
 * The catch log of one session and key (docs/session.md "The catch log"): the account's progress
 * at or before the start (or its first answer after it), and the fish gained since, in the order
 * they were seen.
 */
export interface SessionCatchLog extends LogOwner {
  baseline?: CatchLogBaseline;
  caught: CaughtFish[];
}

/**
 * A short fingerprint of an API key (FNV-1a, 32 bits) telling one key's log from another's, so
 * the stored log never holds the key.
 */
export function keyFingerprint(key: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The item ids whose bits the account gained between two answers, over every collection's bit
 * table (read as progress reads them: `finishedBits`). A repeatable collection that finished a
 * round and started the next (its completions grew, its bits are not all set) caught every fish
 * it lacked before, and those of its new round. A collection absent before had caught nothing
 * then: only the bits it shows now count, never a restarted round (issue 57).
 */
export function caughtBetween(
  before: readonly AccountAchievementProgress[],
  after: readonly AccountAchievementProgress[],
  collections: readonly CollectionBits[],
): number[] {
  const beforeById = new Map(before.map((entry) => [entry.id, entry]));
  const afterById = new Map(after.map((entry) => [entry.id, entry]));
  const caught = new Set<number>();
  for (const { id, bits } of collections) {
    const was = beforeById.get(id);
    const now = afterById.get(id);
    const had = new Set(finishedBits(was, bits.length));
    const finishedNow = finishedBits(now, bits.length);
    const restarted =
      was !== undefined &&
      completionsOf(now) > completionsOf(was) &&
      finishedNow.length < bits.length;
    const lacked = bits.map((_, index) => index).filter((index) => !had.has(index));
    const gained = restarted ? [...lacked, ...finishedNow] : finishedNow.filter((i) => !had.has(i));
    for (const index of gained) {
      const bit = bits[index];
      if (bit) caught.add(bit.id);
    }
  }
  return [...caught].sort((a, b) => a - b);
}

/** What is kept of an answer: the fields progress reads, and the ids it could not read. */
const kept = ({ at, progress, unread }: AccountAnswer): CatchLogBaseline => ({
  at,
  progress: progress.map(({ id, done, bits, repeated, current }) => ({
    id,
    done,
    ...(bits && { bits }),
    ...(repeated !== undefined && { repeated }),
    ...(current !== undefined && { current }),
  })),
  ...(unread?.length && { unread: [...new Set(unread)].slice(0, CATCH_LOG_LIMITS.maxUnread) }),
});

/**
 * The baseline with the entries `answer` reads for the achievements it could not read before:
 * their progress now is their baseline (nothing of theirs is claimed). Returns `baseline` itself
 * when the answer reads none of them.
 */
function withUnreadFilled(baseline: CatchLogBaseline, answer: AccountAnswer): CatchLogBaseline {
  if (!baseline.unread?.length) return baseline;
  const fills = kept(answer).progress.filter(({ id }) => baseline.unread?.includes(id));
  if (fills.length === 0) return baseline;
  const filled = new Set(fills.map(({ id }) => id));
  const unread = baseline.unread.filter((id) => !filled.has(id));
  return {
    at: baseline.at,
    progress: [...baseline.progress.filter(({ id }) => !filled.has(id)), ...fills],
    ...(unread.length > 0 && { unread }),
  };
}

/**
 * The log after the app saw `answer` (or none yet) for `owner` at `now`. Another session or key
 * starts a clean log. Answers at or before the start set the baseline (the latest wins); the first
 * answer after the start does when none came before. Later answers add the fish gained since the
 * baseline that the log lacks, at the answer's time; a fish stays logged once seen. An
 * achievement the baseline could not read takes its baseline from the next answer that reads it.
 * A start or an answer whose instant a log cannot hold ({@link isLogInstant}) changes nothing.
 * Returns `log` itself when nothing changed.
 */
export function advanceCatchLog(
  log: SessionCatchLog | undefined,
  owner: LogOwner,
  answer: AccountAnswer | undefined,
  collections: readonly CollectionBits[],
  now: number,
): SessionCatchLog | undefined {
  if (!isLogInstant(owner.startedAt, now)) return log;
  const same = log?.startedAt === owner.startedAt && log.keyId === owner.keyId;
  const current: SessionCatchLog = same ? log : { ...owner, caught: [] };
  if (answer && !isLogInstant(answer.at, now)) return current;
  if (!answer || (current.baseline && answer.at <= current.baseline.at)) return current;
  if (!current.baseline || answer.at <= owner.startedAt) {
    return { ...current, baseline: kept(answer) };
  }
  const baseline = withUnreadFilled(current.baseline, answer);
  const logged = new Set(current.caught.map((fish) => fish.itemId));
  const room = CATCH_LOG_LIMITS.maxCaught - current.caught.length;
  const fresh = caughtBetween(baseline.progress, answer.progress, collections)
    .filter((itemId) => !logged.has(itemId))
    .slice(0, Math.max(0, room));
  if (fresh.length === 0 && baseline === current.baseline) return current;
  return {
    ...current,
    baseline,
    caught: [...current.caught, ...fresh.map((itemId) => ({ itemId, at: answer.at }))],
  };
}
