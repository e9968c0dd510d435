import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API } from '@/config/constants';
import { TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { fetchAccountAchievements, fetchTokenInfo } from './account';
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
    expect(await fetchAccountAchievements(ids, TEST_API_KEY)).toEqual([{ id: 1, done: true }]);
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
