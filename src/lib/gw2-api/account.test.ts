import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API } from '@/config/constants';
import { TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { cleanAccountProgress, fetchAccountAchievements, fetchTokenInfo } from './account';
import { ACCOUNT_PROGRESS_LIMITS } from './account-progress-schema';
import { Gw2ApiRequestError } from './errors';

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Gw2ApiRequestError);
  expect((error as Error).message).not.toContain(TEST_API_KEY);
  return error as Gw2ApiRequestError;
}

describe('fetchTokenInfo', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with a timeout message when the API does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${GW2_API}/v2/tokeninfo`, () => new Promise<never>(() => {})));
    const pending = errorOf(fetchTokenInfo(TEST_API_KEY));
    await vi.advanceTimersByTimeAsync(ACCOUNT_API.timeoutMs);
    const error = await pending;
    expect(error.message).toBe('The GW2 API did not answer within 15 seconds.');
    expect(error.status).toBeUndefined();
  });

  it.each([
    [
      'malformed JSON',
      () => new HttpResponse('{"name"', { headers: { 'Content-Type': 'application/json' } }),
      /could not be read/,
    ],
    ['an unexpected shape', () => HttpResponse.json({ permissions: 'all' }), /unexpected shape/],
    [
      'a 429 with Retry-After',
      () => HttpResponse.json({ text: 'slow' }, { status: 429, headers: { 'Retry-After': '12' } }),
      /429/,
    ],
  ])('turns %s into a readable error', async (_, answer, message) => {
    server.use(http.get(`${GW2_API}/v2/tokeninfo`, answer));
    const error = await errorOf(fetchTokenInfo(TEST_API_KEY));
    expect(error.message).toMatch(message);
    if (error.status === 429) expect(error.retryAfterSeconds).toBe(12);
  });
});

describe('fetchAccountAchievements', () => {
  it('asks in chunks of 40 ids and joins the answers; none known is an empty list', async () => {
    const asked: string[][] = [];
    server.use(
      http.get(`${GW2_API}/v2/account/achievements`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
        asked.push(ids);
        if (ids.includes('1')) return HttpResponse.json([{ id: 1, done: true }]);
        return HttpResponse.json({ text: 'all ids provided are invalid' }, { status: 404 });
      }),
    );
    const ids = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(await fetchAccountAchievements(ids, TEST_API_KEY)).toEqual({
      progress: [{ id: 1, done: true }],
      leftOut: [],
      unread: [],
      notRead: 0,
    });
    expect(asked.map((chunk) => chunk.length)).toEqual([40, 5]);
  });

  it('fails on a 404 that is not "all ids provided are invalid" (the last good data stays)', async () => {
    server.use(
      http.get(`${GW2_API}/v2/account/achievements`, () =>
        HttpResponse.json({ text: 'not found' }, { status: 404 }),
      ),
    );
    await expect(fetchAccountAchievements([1, 2], TEST_API_KEY)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('cleanAccountProgress', () => {
  const ASKED = [6068, 6069, 6070];
  const good = { id: 6068, done: false, bits: [0, 2], repeated: 1, current: 2, max: 21 };
  const out = (id: number | null, fields: string[], duplicate = false) => ({
    kind: 'achievement',
    id,
    name: null,
    fields,
    duplicate,
  });

  it.each<[string, unknown[], unknown[], ReturnType<typeof out>[]]>([
    ['a good answer, kept whole', [good], [good], []],
    ['an empty answer', [], [], []],
    ['an id not asked', [good, { ...good, id: 1 }], [good], [out(1, ['id'])]],
    [
      'an id twice: no copy used',
      [good, good, { ...good, id: 6069 }],
      [{ ...good, id: 6069 }],
      [out(6068, [], true)],
    ],
    ['a negative bit', [{ ...good, bits: [-1, 0] }], [], [out(6068, ['bits'])]],
    ['a fractional bit', [{ ...good, bits: [0.5] }], [], [out(6068, ['bits'])]],
    ['a bit index past any collection', [{ ...good, bits: [1e6] }], [], [out(6068, ['bits'])]],
    ['a bit that is not a number', [{ ...good, bits: ['1'] }], [], [out(6068, ['bits'])]],
    [
      'more bits than any collection has',
      [{ ...good, bits: Array.from({ length: 1001 }, (_, i) => i % 10) }],
      [],
      [out(6068, ['bits'])],
    ],
    ['a negative repeat count', [{ ...good, repeated: -1 }], [], [out(6068, ['repeated'])]],
    ['a huge current', [{ ...good, current: 1e20 }], [], [out(6068, ['current'])]],
    ['a fractional max', [{ ...good, max: 2.5 }], [], [out(6068, ['max'])]],
    ['a done that is not true or false', [{ ...good, done: null }], [], [out(6068, ['done'])]],
    ['a negative id', [{ ...good, id: -6068 }], [], [out(-6068, ['id'])]],
    ['not an entry at all', [null, 'x', good], [good], [out(null, []), out(null, [])]],
    // Issue 60: one malformed entry among good ones; the good ones are used.
    [
      'an entry without done, beside a good one',
      [good, { id: 6069, bits: [0] }],
      [good],
      [out(6069, ['done'])],
    ],
    ['bits that are not a list', [{ ...good, bits: null }], [], [out(6068, ['bits'])]],
    ['a repeat count written as text', [{ ...good, repeated: '2' }], [], [out(6068, ['repeated'])]],
    ['an id written as text', [good, { ...good, id: '6069' }], [good], [out(null, ['id'])]],
    ['a list in place of an entry', [[6068], good], [good], [out(null, [])]],
    [
      'a done and a repeat count of 0: used as sent',
      [{ ...good, done: true, repeated: 0 }],
      [{ ...good, done: true, repeated: 0 }],
      [],
    ],
  ])('%s', (_, answer, progress, leftOut) => {
    const unread = [...new Set(leftOut.map(({ id }) => id))].filter((id) => ASKED.includes(id!));
    expect(cleanAccountProgress(answer, ASKED)).toEqual({ progress, leftOut, unread, notRead: 0 });
  });

  it('reads at most its cap of entries and counts the rest', () => {
    const { maxEntries } = ACCOUNT_PROGRESS_LIMITS;
    const answer = [
      good,
      ...Array.from({ length: maxEntries + 99 }, (_, i) => ({ ...good, id: 7000 + i })),
    ];
    const cleaned = cleanAccountProgress(answer, ASKED);
    expect(cleaned.progress).toEqual([good]);
    expect(cleaned.leftOut).toHaveLength(maxEntries - 1);
    expect(cleaned.notRead).toBe(100);
  });

  it('leaves out the bad entry of a fetched answer and uses the rest', async () => {
    server.use(
      http.get(`${GW2_API}/v2/account/achievements`, () =>
        HttpResponse.json([good, { ...good, id: 6069, bits: [-3] }]),
      ),
    );
    const { progress, leftOut } = await fetchAccountAchievements(ASKED, TEST_API_KEY);
    expect(progress).toEqual([good]);
    expect(leftOut).toEqual([out(6069, ['bits'])]);
  });

  it('fails on an answer that is not a list', async () => {
    server.use(
      http.get(`${GW2_API}/v2/account/achievements`, () => HttpResponse.json({ id: 6068 })),
    );
    await expect(fetchAccountAchievements(ASKED, TEST_API_KEY)).rejects.toThrow(/unexpected shape/);
  });
});
