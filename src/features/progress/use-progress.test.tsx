import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStatus } from '@/features/account/use-account';
import { useKeysStore } from '@/features/account/keys-store';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { accountAchievementFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { useMarksStore } from './marks-store';
import { useProgress } from './use-progress';

// Krytan Fisher (6068): bit 0 is item 95961, bit 1 is 96032 (public/assets).
const KRYTAN = { regional: 6068, avid: 6263, bit0: 95961, bit1: 96032 };
/** An other collection (6224) of two bits, the first Krytan's bit-0 fish. */
const OTHER = {
  id: 6224,
  bits: [
    { id: KRYTAN.bit0, index: 0 },
    { id: 96192, index: 2 },
  ],
  children: [],
  requiredCount: null,
};

function serveAccount(answer: (url: URL) => Response | Promise<Response>) {
  const requests: URL[] = [];
  server.use(
    http.get(`${GW2_API}/v2/account/achievements`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return answer(url);
    }),
  );
  return requests;
}

const progress = () =>
  HttpResponse.json([
    // Krytan Fisher done (sent without bits, as the API does), the avid round at bits 0 and 1.
    { id: KRYTAN.regional, done: true, current: 21, max: 21 },
    accountAchievementFixture({ id: KRYTAN.avid, done: true, repeated: 3, bits: [0, 1] }),
    accountAchievementFixture({ id: 6224, done: false, bits: [2], current: 1, max: 5 }),
  ]);

function renderProgress() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const progress = useProgress();
      return {
        ...progress,
        status: useAccountStatus(),
        other: progress.ofAchievement(OTHER),
        // Every caller gets the same derived object: computed once per change, not per card.
        shared: progress === useProgress(),
      };
    },
    { wrapper },
  );
  return { ...view, client };
}

const selectKey = () =>
  useKeysStore.setState({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
    selectedKey: 'Main',
  });

describe('useProgress', () => {
  beforeEach(() => {
    useKeysStore.setState({ keys: {}, selectedKey: undefined, pending: undefined, problems: {} });
    useMarksStore.setState({ acquired: [KRYTAN.bit1], completion: { Orrian: 2 } });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the manual marks without a key, and never asks the API', async () => {
    const requests = serveAccount(() => HttpResponse.error());
    const { result } = renderProgress();
    expect([...result.current.acquired]).toEqual([KRYTAN.bit1]);
    expect(result.current.completion).toEqual({ Orrian: 2 });
    expect(result.current.source).toBe('manual');
    expect(result.current.status.message).toMatch(/No API key selected/);
    expect(result.current.other).toEqual({ done: 0, total: 2 });
    expect(result.current.shared).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('shows account progress for the selected key: fish by bit, completions by repeat or done', async () => {
    selectKey();
    const requests = serveAccount(progress);
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.source).toBe('account'));
    expect([...result.current.acquired].sort()).toEqual([KRYTAN.bit0, KRYTAN.bit1].sort());
    expect(result.current.completion).toEqual({ Krytan: 4 });
    expect(result.current.other).toEqual({ done: 1, total: 2 });
    expect(result.current.shared).toBe(true);
    expect(result.current.status).toMatchObject({ keyName: 'Main', phase: 'ready' });
    const ids = requests.flatMap((url) => url.searchParams.get('ids')?.split(',') ?? []);
    expect(ids).toEqual(expect.arrayContaining(['6068', '6263', '8554', '6224']));
    expect(requests.every((url) => url.searchParams.get('access_token') === TEST_API_KEY)).toBe(
      true,
    );
    expect(
      requests.every((url) => (url.searchParams.get('ids') ?? '').split(',').length <= 40),
    ).toBe(true);
  });

  it('keeps the last good progress and says what failed when a refresh fails', async () => {
    selectKey();
    serveAccount(progress);
    const { result, client } = renderProgress();
    await waitFor(() => expect(result.current.source).toBe('account'));
    serveAccount(() => HttpResponse.json({ text: 'down' }, { status: 500 }));
    await act(() => client.invalidateQueries({ queryKey: ['gw2', 'account'] }));
    await waitFor(() => expect(result.current.status).toMatchObject({ phase: 'error' }), {
      timeout: 5000,
    });
    expect(result.current.status.message).toMatch(/Could not refresh the progress of "Main"/);
    expect(result.current.status.message).toMatch(/having trouble; try again later.*Still showing/);
    expect(result.current.completion).toEqual({ Krytan: 4 });
    expect(useMarksStore.getState().acquired).toEqual([KRYTAN.bit1]);
  });

  it('falls back to the manual marks and says so when the first load fails', async () => {
    selectKey();
    serveAccount(() => HttpResponse.json({ text: 'down' }, { status: 503 }));
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.status).toMatchObject({ phase: 'error' }), {
      timeout: 5000,
    });
    expect(result.current.status.message).toMatch(
      /having trouble; try again later.*marked by hand/,
    );
    expect(result.current.source).toBe('manual');
    expect([...result.current.acquired]).toEqual([KRYTAN.bit1]);
    expect(useKeysStore.getState().selectedKey).toBe('Main');
  });

  it.each([401, 403])(
    'fails the key as a select would when its progress answers %i: invalid, unselected, marks shown',
    async (status) => {
      selectKey();
      serveAccount(() => HttpResponse.json({ text: 'Invalid access token' }, { status }));
      const { result } = renderProgress();
      await waitFor(() => expect(result.current.status.phase).toBe('no-key'));
      const keys = useKeysStore.getState();
      expect(keys.keys.Main?.invalid).toBe(true);
      const problem = keys.problems.Main?.map((words) => sourceI18n._(words)).join(' ');
      expect(problem).toMatch(/refused the key: it may be mistyped/);
      expect(result.current.source).toBe('manual');
      expect([...result.current.acquired]).toEqual([KRYTAN.bit1]);
    },
  );

  it('waits as long as Retry-After says after a 429, then shows the progress', async () => {
    selectKey();
    let calls = 0;
    const times: number[] = [];
    serveAccount(() => {
      calls += 1;
      times.push(Date.now());
      return calls === 1
        ? HttpResponse.json({ text: 'slow down' }, { status: 429, headers: { 'Retry-After': '1' } })
        : progress();
    });
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.source).toBe('account'), { timeout: 5000 });
    // The first chunk was refused once and asked again after about a second.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect((times[2] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(900);
    expect(result.current.completion).toEqual({ Krytan: 4 });
  });

  it('switches back to the manual marks when the key is unselected', async () => {
    selectKey();
    serveAccount(progress);
    const { result } = renderProgress();
    await waitFor(() => expect(result.current.source).toBe('account'));
    act(() => useKeysStore.getState().unselect());
    expect(result.current.source).toBe('manual');
    expect([...result.current.acquired]).toEqual([KRYTAN.bit1]);
  });
});
