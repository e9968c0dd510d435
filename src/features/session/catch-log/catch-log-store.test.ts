import { afterEach, describe, expect, it } from 'vitest';
import { cleanAccountProgress } from '@/lib/gw2-api/account';
import { advanceCatchLog, type SessionCatchLog } from '@/lib/session/catch-log';
import { storageKey } from '@/lib/storage/safe-local-storage';
import { useStorageNotices } from '@/lib/storage/storage-notices';
import { useCatchLogStore } from './catch-log-store';

/** Krytan Fisher (6068) and Avid Krytan Fisher (6069), three bits each; 6070 is asked too. */
const fish = (first: number) => [{ id: first }, { id: first + 1 }, { id: first + 2 }];
const TABLES = [
  { id: 6068, bits: fish(101) },
  { id: 6069, bits: fish(101) },
];
const ASKED = [6068, 6069, 6070];
const MINUTE = 60_000;
const NOW = Date.now();
const OWNER = { startedAt: NOW - 10 * MINUTE, keyId: 'k1' };
const LAST_DATE = 8.64e15;

const good = { id: 6068, done: false, bits: [0] };
const avid = { id: 6069, done: true, repeated: 2, current: 1, bits: [0] };

/** What the store writes: its state under its key, with its version. */
const storeRaw = (state: unknown) =>
  localStorage.setItem(storageKey('catch-log'), JSON.stringify({ state, version: 1 }));
const reload = async () => {
  useCatchLogStore.setState({ log: undefined });
  await useCatchLogStore.persist.rehydrate();
  return useCatchLogStore.getState().log;
};
const noticesOf = () => useStorageNotices.getState().notices.filter((n) => 'slice' in n);

/** The log the app keeps when `raw` is the account's first answer, and a later answer adds a fish. */
function logFrom(raw: unknown[]): SessionCatchLog | undefined {
  const answerAt = (at: number, list: unknown[]) => {
    const { progress, unread } = cleanAccountProgress(list, ASKED);
    return { at, progress, unread };
  };
  const first = advanceCatchLog(undefined, OWNER, answerAt(NOW - 11 * MINUTE, raw), TABLES, NOW);
  const later = [{ ...good, bits: [0, 1] }, avid];
  return advanceCatchLog(first, OWNER, answerAt(NOW - 2 * MINUTE, later), TABLES, NOW);
}

describe('the catch log store', () => {
  afterEach(() => {
    localStorage.clear();
    useCatchLogStore.setState({ log: undefined });
    useStorageNotices.setState({ notices: [] });
  });

  it.each<[string, unknown[]]>([
    ['a good answer', [good, avid]],
    ['an empty answer', []],
    ['a negative bit', [{ ...good, bits: [-1, 0] }, avid]],
    ['a fractional bit', [{ ...good, bits: [0.5] }]],
    ['a bit index of 1e20', [{ ...good, bits: [1e20] }]],
    ['2000 bits', [{ ...good, bits: Array.from({ length: 2000 }, () => 0) }]],
    ['a negative repeat count', [good, { ...avid, repeated: -1 }]],
    ['a current of 1e20', [{ ...avid, current: 1e20 }]],
    ['an id twice', [good, good, avid]],
    ['an id not asked', [good, { ...good, id: 1 }, { ...good, id: -5 }, { ...good, id: 0.5 }]],
    ['a long answer', Array.from({ length: 5000 }, (_, index) => ({ ...good, id: index }))],
    ['entries that are not entries', [null, 7, 'x', [], good]],
  ])('a first answer with %s: the log stored reads back whole after a reload', async (_, raw) => {
    const log = logFrom(raw);
    expect(log?.baseline).toBeDefined();
    storeRaw({ log });
    expect(await reload()).toEqual(log);
    expect(noticesOf()).toEqual([]);
  });

  it.each<[string, unknown[], number[]]>([
    ['a good answer', [good, avid], [102]],
    ['an empty answer', [], [101, 102]],
    ['a negative repeat count', [good, { ...avid, repeated: -1 }], [102]],
    // The baseline of what could not be read is the next answer that reads it.
    ['an id twice', [good, good, avid], []],
  ])('a first answer with %s claims only the fish seen to appear', (_, raw, caught) => {
    expect(logFrom(raw)?.caught.map(({ itemId }) => itemId)).toEqual(caught);
  });

  const stored: SessionCatchLog = {
    ...OWNER,
    baseline: { at: OWNER.startedAt - MINUTE, progress: [good, avid] },
    caught: [
      { itemId: 102, at: NOW - 5 * MINUTE },
      { itemId: 103, at: NOW - 2 * MINUTE },
    ],
  };
  const withBaseline = (baseline: unknown) => ({ ...stored, baseline });

  it.each<[string, unknown, Partial<SessionCatchLog>]>([
    [
      'a baseline entry with a negative bit: that entry unread, the rest kept',
      withBaseline({ ...stored.baseline, progress: [{ ...good, bits: [-1] }, avid] }),
      { baseline: { at: stored.baseline!.at, progress: [avid], unread: [6068] } },
    ],
    [
      'a baseline id twice: both unread',
      withBaseline({ ...stored.baseline, progress: [good, good, avid] }),
      { baseline: { at: stored.baseline!.at, progress: [avid], unread: [6068] } },
    ],
    [
      'a baseline of 1500 entries: the first 1000 read, the rest unread',
      withBaseline({
        ...stored.baseline,
        progress: Array.from({ length: 1500 }, (_, id) => ({ id, done: false })),
      }),
      {
        baseline: {
          at: stored.baseline!.at,
          progress: Array.from({ length: 1000 }, (_, id) => ({ id, done: false })),
          unread: Array.from({ length: 500 }, (_, index) => 1000 + index),
        },
      },
    ],
    [
      'a baseline dated past the last valid date: the next answer is the baseline',
      withBaseline({ ...stored.baseline, at: LAST_DATE }),
      { baseline: undefined },
    ],
    ['a baseline that is not one', withBaseline('x'), { baseline: undefined }],
    [
      'a fish dated past the last valid date: that fish left out',
      { ...stored, caught: [stored.caught[0], { itemId: 103, at: LAST_DATE }] },
      { caught: [stored.caught[0]!] },
    ],
    [
      'a fish two years ahead: that fish left out',
      { ...stored, caught: [{ itemId: 103, at: NOW + 730 * 24 * 60 * MINUTE }, stored.caught[0]] },
      { caught: [stored.caught[0]!] },
    ],
  ])('a stored log with %s is repaired, not reset', async (_, log, repaired) => {
    storeRaw({ log });
    const read = await reload();
    expect(read).toEqual({ ...stored, ...repaired });
    if ('baseline' in repaired && !repaired.baseline) expect(read).not.toHaveProperty('baseline');
    expect(noticesOf()).toEqual([
      expect.objectContaining({ kind: 'repaired', slice: 'catch-log' }),
    ]);
  });

  it.each<[string, unknown]>([
    ['a start past the last valid date', { ...stored, startedAt: LAST_DATE }],
    ['a start of -1e20', { ...stored, startedAt: -1e20 }],
    ['no key', { ...stored, keyId: undefined }],
  ])('a stored log with %s belongs to no session: reset with a notice', async (_, log) => {
    storeRaw({ log });
    expect(await reload()).toBeUndefined();
    expect(noticesOf()).toEqual([expect.objectContaining({ kind: 'dropped', slice: 'catch-log' })]);
  });
});
