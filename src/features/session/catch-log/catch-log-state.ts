import type { AccountAchievementProgress } from '@/lib/progress';
import { completionsOf, finishedBits, type CollectionBits } from '@/lib/progress/account-progress';

/** A fish the account caught during the session, and when the app first saw it (epoch ms). */
export interface CaughtFish {
  itemId: number;
  at: number;
}

/** One answer of the account's progress and when it came (`dataUpdatedAt`, epoch ms). */
export interface AccountAnswer {
  at: number;
  progress: readonly AccountAchievementProgress[];
}

/** Which session and which key a log belongs to. */
export interface LogOwner {
  startedAt: number;
  /** {@link keyFingerprint} of the key whose account is logged (never the key itself). */
  keyId: string;
}

/**
 * The catch log of one session and key (docs/session.md "The catch log"): the account's progress
 * at or before the start (or its first answer after it), and the fish gained since, in the order
 * they were seen.
 */
export interface SessionCatchLog extends LogOwner {
  baseline?: { at: number; progress: AccountAchievementProgress[] };
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
 * it lacked before, and those of its new round.
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
    const restarted = completionsOf(now) > completionsOf(was) && finishedNow.length < bits.length;
    const lacked = bits.map((_, index) => index).filter((index) => !had.has(index));
    const gained = restarted ? [...lacked, ...finishedNow] : finishedNow.filter((i) => !had.has(i));
    for (const index of gained) {
      const bit = bits[index];
      if (bit) caught.add(bit.id);
    }
  }
  return [...caught].sort((a, b) => a - b);
}

/** What is kept of an answer: the fields progress reads. */
const kept = ({ at, progress }: AccountAnswer): SessionCatchLog['baseline'] => ({
  at,
  progress: progress.map(({ id, done, bits, repeated, current }) => ({
    id,
    done,
    ...(bits && { bits }),
    ...(repeated !== undefined && { repeated }),
    ...(current !== undefined && { current }),
  })),
});

/**
 * The log after the app saw `answer` (or none yet) for `owner`. Another session or key starts a
 * clean log. Answers at or before the start set the baseline (the latest wins); the first answer
 * after the start does when none came before. Later answers add the fish gained since the
 * baseline that the log lacks, at the answer's time; a fish stays logged once seen. Returns `log`
 * itself when nothing changed.
 */
export function advanceCatchLog(
  log: SessionCatchLog | undefined,
  owner: LogOwner,
  answer: AccountAnswer | undefined,
  collections: readonly CollectionBits[],
): SessionCatchLog {
  const same = log?.startedAt === owner.startedAt && log.keyId === owner.keyId;
  const current: SessionCatchLog = same ? log : { ...owner, caught: [] };
  const { baseline } = current;
  if (!answer || (baseline && answer.at <= baseline.at)) return current;
  if (!baseline || answer.at <= owner.startedAt) return { ...current, baseline: kept(answer) };
  const logged = new Set(current.caught.map((fish) => fish.itemId));
  const fresh = caughtBetween(baseline.progress, answer.progress, collections).filter(
    (itemId) => !logged.has(itemId),
  );
  if (fresh.length === 0) return current;
  return {
    ...current,
    caught: [...current.caught, ...fresh.map((itemId) => ({ itemId, at: answer.at }))],
  };
}
