import { http, HttpResponse } from 'msw';
import { GW2_API } from '@/testing/gw2-handlers';
import { itemFixture } from '@/testing/gw2-fixtures';
import { server } from '@/testing/msw-server';
import { createAchievementsLoader } from './achievements';
import { Gw2ApiRequestError } from './errors';
import { createItemsLoader } from './get-item';
import { GW2_SCHEMA_VERSION } from './schema-version';

/** Records every /v2/items request and answers with the ids that exist (not `missing`). */
function recordItemRequests(missing: number[] = []) {
  const requests: URL[] = [];
  server.use(
    http.get(`${GW2_API}/v2/items`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      const found = ids.filter((id) => !missing.includes(id));
      if (found.length === 0) {
        return HttpResponse.json({ text: 'all ids provided are invalid' }, { status: 404 });
      }
      return HttpResponse.json(found.map((id) => itemFixture({ id })));
    }),
  );
  return requests;
}
const idsOf = (url: URL) => url.searchParams.get('ids');

describe('batch loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends ids requested within 50 ms as one request, joined by commas', async () => {
    const requests = recordItemRequests();
    const loader = createItemsLoader();
    const first = loader.load(1);
    await vi.advanceTimersByTimeAsync(30);
    const second = loader.load(2);
    await vi.advanceTimersByTimeAsync(19);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect((await first)?.id).toBe(1);
    expect((await second)?.id).toBe(2);
    expect(requests.map(idsOf)).toEqual(['1,2']);
    expect(requests[0]?.searchParams.get('v')).toBe(GW2_SCHEMA_VERSION);
  });

  it('starts a new batch for ids requested after the window', async () => {
    const requests = recordItemRequests();
    const loader = createItemsLoader();
    const first = loader.load(1);
    await vi.advanceTimersByTimeAsync(60);
    const second = loader.load(2);
    await vi.advanceTimersByTimeAsync(50);
    await Promise.all([first, second]);
    expect(requests.map(idsOf)).toEqual(['1', '2']);
  });

  it('splits 85 ids into requests of at most 40', async () => {
    const requests = recordItemRequests();
    const loader = createItemsLoader();
    const ids = Array.from({ length: 85 }, (_, i) => 1000 + i);
    const items = loader.loadMany(ids);
    await vi.advanceTimersByTimeAsync(50);
    expect((await items).map((item) => (item instanceof Error ? item : item?.id))).toEqual(ids);
    expect(requests.map((url) => idsOf(url)?.split(',').length)).toEqual([40, 40, 5]);
  });

  it('resolves ids the API does not return to undefined, also when none exist', async () => {
    recordItemRequests([2, 3]);
    const loader = createItemsLoader();
    const found = loader.load(1);
    const missing = loader.load(2);
    await vi.advanceTimersByTimeAsync(50);
    expect((await found)?.id).toBe(1);
    expect(await missing).toBeUndefined();

    const alone = loader.load(3);
    await vi.advanceTimersByTimeAsync(50);
    expect(await alone).toBeUndefined();
  });

  it('caches results by id', async () => {
    const requests = recordItemRequests();
    const loader = createItemsLoader();
    const first = loader.load(7);
    await vi.advanceTimersByTimeAsync(50);
    await first;
    const again = loader.load(7);
    await vi.advanceTimersByTimeAsync(50);
    expect((await again)?.id).toBe(7);
    expect(requests).toHaveLength(1);
  });

  it('rejects a failed batch with the API error and asks again next time', async () => {
    let calls = 0;
    server.use(
      http.get(`${GW2_API}/v2/achievements`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ text: 'too many requests' }, { status: 429 })
          : HttpResponse.json([{ id: 6068, name: 'Krytan Fisher', bits: [] }]);
      }),
    );
    const loader = createAchievementsLoader();
    const failed = loader.load(6068);
    const settled = failed.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    const error = await settled;
    expect(error).toBeInstanceOf(Gw2ApiRequestError);
    expect((error as Gw2ApiRequestError).status).toBe(429);

    const retried = loader.load(6068);
    await vi.advanceTimersByTimeAsync(50);
    expect((await retried)?.name).toBe('Krytan Fisher');
    expect(calls).toBe(2);
  });
});
