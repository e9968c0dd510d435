import { describe, expect, it } from 'vitest';
import type { AccountAchievementProgress } from '@/lib/progress/account-progress';
import {
  advanceCatchLog,
  CATCH_LOG_LIMITS,
  caughtBetween,
  keyFingerprint,
  type AccountAnswer,
  type SessionCatchLog,
} from './catch-log';

/** Kryta's base collection and its avid round share their fish; Orr has its own. */
const KRYTA = { id: 1, bits: [{ id: 101 }, { id: 102 }, { id: 103 }] };
const AVID_KRYTA = { id: 2, bits: [{ id: 101 }, { id: 102 }, { id: 103 }] };
const ORR = { id: 3, bits: [{ id: 201 }, { id: 202 }] };
const TABLES = [KRYTA, AVID_KRYTA, ORR];

const entry = (
  id: number,
  bits: number[],
  more: Partial<AccountAchievementProgress> = {},
): AccountAchievementProgress => ({ id, done: false, bits, ...more });

describe('caughtBetween', () => {
  it.each<[string, AccountAchievementProgress[], AccountAchievementProgress[], number[]]>([
    ['nothing new', [entry(1, [0])], [entry(1, [0])], []],
    [
      'two new bits in two collections',
      [entry(1, [0])],
      [entry(1, [0, 2]), entry(3, [1])],
      [103, 202],
    ],
    ['a collection first seen', [], [entry(3, [0])], [201]],
    ['a bit lost is no catch', [entry(1, [0, 1])], [entry(1, [0])], []],
    [
      'the base collection finished: only its last fish',
      [entry(1, [0, 1])],
      [{ id: 1, done: true, current: 3, max: 3 }],
      [103],
    ],
    [
      'an item gained in its base and avid collections, once',
      [entry(1, [0]), entry(2, [0])],
      [entry(1, [0, 1]), entry(2, [0, 1])],
      [102],
    ],
    [
      'an item already in one collection, gained in another',
      [entry(1, [1])],
      [entry(1, [1]), entry(2, [1])],
      [102],
    ],
    [
      'an avid round finished and restarted: what it lacked, and its new round',
      [entry(2, [0], { repeated: 1 })],
      [entry(2, [0], { done: true, repeated: 2, current: 1 })],
      [101, 102, 103],
    ],
    [
      'an avid round restarted with nothing yet',
      [entry(2, [0, 1], { repeated: 1 })],
      [{ id: 2, done: true, repeated: 2, current: 0 }],
      [103],
    ],
    ['an achievement without a bit table is ignored', [], [entry(99, [0])], []],
    [
      'a collection absent before caught nothing then, not a restarted round',
      [],
      [entry(2, [0], { done: true, repeated: 2, current: 1 })],
      [101],
    ],
    [
      'an empty answer before: only the bits shown now',
      [],
      [{ id: 2, done: true, repeated: 3, current: 0 }],
      [],
    ],
  ])('%s', (_, before, after, caught) => {
    expect(caughtBetween(before, after, TABLES)).toEqual(caught);
  });
});

const START = Date.UTC(2026, 10, 27, 18, 0);
const MINUTE = 60_000;
const NOW = START + 30 * MINUTE;
const OWNER = { startedAt: START, keyId: 'main' };
const answer = (minutes: number, progress: AccountAchievementProgress[]) => ({
  at: START + minutes * MINUTE,
  progress,
});
/** Fish `itemId`, first seen `minutes` after the start. */
const seen = (itemId: number, minutes: number) => ({ itemId, at: START + minutes * MINUTE });
const BEFORE = answer(-3, [entry(1, [0])]);
const running = (caught: SessionCatchLog['caught'] = []): SessionCatchLog => ({
  ...OWNER,
  baseline: BEFORE,
  caught,
});

describe('advanceCatchLog', () => {
  it.each<
    [
      string,
      SessionCatchLog | undefined,
      typeof OWNER,
      AccountAnswer | undefined,
      Partial<SessionCatchLog>,
    ]
  >([
    [
      'an answer before the start is the baseline',
      undefined,
      OWNER,
      BEFORE,
      { baseline: BEFORE, caught: [] },
    ],
    [
      'a newer answer before the start replaces it',
      running(),
      OWNER,
      answer(-1, [entry(1, [0, 1])]),
      { baseline: answer(-1, [entry(1, [0, 1])]), caught: [] },
    ],
    [
      'without one before, the first answer after the start is the baseline',
      undefined,
      OWNER,
      answer(4, [entry(1, [0])]),
      { baseline: answer(4, [entry(1, [0])]), caught: [] },
    ],
    [
      'new bits after the start: the fish, at the answer’s time',
      running(),
      OWNER,
      answer(5, [entry(1, [0, 1]), entry(3, [0])]),
      {
        baseline: BEFORE,
        caught: [seen(102, 5), seen(201, 5)],
      },
    ],
    [
      'a fish keeps the time it was first seen',
      running([seen(102, 5)]),
      OWNER,
      answer(10, [entry(1, [0, 1, 2])]),
      {
        caught: [seen(102, 5), seen(103, 10)],
      },
    ],
    [
      'a fish stays logged when its round restarts',
      running([seen(102, 5)]),
      OWNER,
      answer(10, [entry(1, [0])]),
      { caught: [seen(102, 5)] },
    ],
    [
      'another key starts clean',
      running([seen(102, 5)]),
      { ...OWNER, keyId: 'alt' },
      answer(10, [entry(1, [0, 1, 2])]),
      { keyId: 'alt', baseline: answer(10, [entry(1, [0, 1, 2])]), caught: [] },
    ],
    [
      'another session starts clean',
      running([seen(102, 5)]),
      { ...OWNER, startedAt: START + 60 * MINUTE },
      answer(10, [entry(1, [0, 1, 2])]),
      { startedAt: START + 60 * MINUTE, baseline: answer(10, [entry(1, [0, 1, 2])]), caught: [] },
    ],
    [
      'an answer with unread entries keeps their ids',
      undefined,
      OWNER,
      { ...answer(-1, [entry(1, [0])]), unread: [2, 2, 3] },
      { baseline: { ...answer(-1, [entry(1, [0])]), unread: [2, 3] }, caught: [] },
    ],
    [
      'an achievement the baseline could not read takes its baseline from the next that reads it',
      { ...running(), baseline: { ...BEFORE, unread: [2, 3] } },
      OWNER,
      answer(5, [entry(1, [0, 1]), entry(2, [0, 1], { repeated: 4 })]),
      {
        baseline: {
          ...BEFORE,
          progress: [...BEFORE.progress, entry(2, [0, 1], { repeated: 4 })],
          unread: [3],
        },
        caught: [seen(102, 5)],
      },
    ],
  ])('%s', (_, log, owner, seen, expected) => {
    expect(advanceCatchLog(log, owner, seen, TABLES, NOW)).toMatchObject({
      ...owner,
      ...expected,
    });
  });

  it('starts an empty log without a baseline before the first answer', () => {
    expect(advanceCatchLog(undefined, OWNER, undefined, TABLES, NOW)).toEqual({
      ...OWNER,
      caught: [],
    });
  });

  it.each<[string, number]>([
    ['the last valid date', 8.64e15],
    ['past it', 8.64e15 + 1],
    ['-1e20', -1e20],
    ['two years ago', NOW - 2 * 366 * 24 * 60 * MINUTE],
    ['not a number', Number.NaN],
    ['two years ahead', NOW + 2 * 366 * 24 * 60 * MINUTE],
    ['a fraction of a millisecond', START + 0.5],
  ])('neither starts nor advances a log at %s', (_, bad) => {
    const log = running();
    expect(advanceCatchLog(log, { ...OWNER, startedAt: bad }, BEFORE, TABLES, NOW)).toBe(log);
    expect(advanceCatchLog(undefined, { ...OWNER, startedAt: bad }, BEFORE, TABLES, NOW)).toBe(
      undefined,
    );
    const late = { at: bad, progress: [entry(1, [0, 1, 2])] };
    expect(advanceCatchLog(log, OWNER, late, TABLES, NOW)).toBe(log);
  });

  it('logs no more fish than its cap', () => {
    const full = running(
      Array.from({ length: CATCH_LOG_LIMITS.maxCaught }, (_, index) => seen(1000 + index, 1)),
    );
    expect(advanceCatchLog(full, OWNER, answer(5, [entry(1, [0, 1, 2])]), TABLES, NOW)).toBe(full);
  });

  it.each<[string, AccountAnswer]>([
    ['the same answer again', BEFORE],
    ['an older answer', answer(-10, [entry(1, [0, 1])])],
    ['an answer after the start with no new bit', answer(5, [entry(1, [0])])],
  ])('returns the log itself after %s', (_, seen) => {
    const log = running();
    expect(advanceCatchLog(log, OWNER, seen, TABLES, NOW)).toBe(log);
  });

  it('keeps only the fields progress reads of an answer', () => {
    const full = { id: 1, done: false, bits: [0], current: 1, max: 3, unlocked: true };
    const log = advanceCatchLog(undefined, OWNER, { at: START, progress: [full] }, TABLES, NOW);
    expect(log?.baseline?.progress).toEqual([{ id: 1, done: false, bits: [0], current: 1 }]);
  });
});

describe('keyFingerprint', () => {
  it('tells keys apart without holding them', () => {
    const key = 'F00DCAFE-1234-5678-9ABC-DEF012345678F00DCAFE-1234-5678-9ABC-DEF012345678';
    const other = key.replace('F00D', 'BEEF');
    expect(keyFingerprint(key)).toBe(keyFingerprint(key));
    expect(keyFingerprint(key)).not.toBe(keyFingerprint(other));
    expect(keyFingerprint(key)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(key).not.toContain(keyFingerprint(key));
  });
});
