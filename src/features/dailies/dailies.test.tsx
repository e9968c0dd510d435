import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowStore } from '@/features/clock';
import { useNotificationSettingsStore, useNotificationsStore } from '@/features/notifications';
import { rotationDailyName } from '@/lib/dailies';
import {
  TEST_API_KEY,
  accountAchievementFixture,
  achievementFixture,
  dailyCategoryFixture,
} from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { useDailyDone } from './api/get-daily-done';
import { useDailyFishing } from './use-daily-fishing';
import { newDailiesMessage, useDailyRefresh } from './use-daily-refresh';

const NAMES: Record<number, string> = {
  91001: 'Daily Kryta Fisher',
  91002: 'Daily Gatherer',
  92001: 'Daily End of Dragons Fisher',
};

/** Serves category 321 with `ids` and names for them; counts the requests. */
function serveCategory(ids: number[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${GW2_API}/v2/achievements/categories/321`, ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json(dailyCategoryFixture(ids));
    }),
    http.get(`${GW2_API}/v2/achievements`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json(
        ids.map((id) => achievementFixture({ id, name: NAMES[id] ?? `Achievement ${id}` })),
      );
    }),
  );
  return asked;
}

/** Serves the account's progress: `done` ids are done. */
function serveAccount(done: number[]) {
  server.use(
    http.get(`${GW2_API}/v2/account/achievements`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json(
        ids.map((id) => accountAchievementFixture({ id, done: done.includes(id) })),
      );
    }),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('useDailyFishing', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2026-07-27T00:00:00Z', 'Daily Shiverpeaks Fisher'],
    ['2026-07-29T23:59:59Z', 'Daily End of Dragons Fisher'],
    ['2026-11-23T12:00:00Z', rotationDailyName(new Date('2026-11-23T12:00:00Z'))],
  ])('at %s is %s, from the rotation, without asking the API', (now, name) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    const asked = serveCategory([92001]);
    const { result } = renderHook(useDailyFishing, { wrapper });
    expect(result.current).toEqual({ names: [name], day: now.slice(0, 10) });
    expect(asked).toEqual([]);
  });
});

describe('useDailyDone', () => {
  it.each([
    ['done', [92001], true],
    ['not done', [], false],
  ])(
    'with a key, finds the daily in category 321 and reads it as %s',
    async (_, done, expected) => {
      serveCategory([91002, 92001]);
      serveAccount(done);
      const { result } = renderHook(
        () => useDailyDone('2026-07-29', 'Daily End of Dragons Fisher', TEST_API_KEY),
        { wrapper },
      );
      await waitFor(() => expect(result.current).toBe(expected));
    },
  );

  it('stays unknown without a key (no request) and when the category does not list the daily', async () => {
    const asked = serveCategory([91002]);
    serveAccount([]);
    const noKey = renderHook(() => useDailyDone('2026-07-29', 'Daily Orr Fisher'), { wrapper });
    expect(noKey.result.current).toBeUndefined();
    expect(asked).toEqual([]);
    const { result } = renderHook(
      () => useDailyDone('2026-07-29', 'Daily Orr Fisher', TEST_API_KEY),
      { wrapper },
    );
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toBeUndefined();
  });
});

describe('newDailiesMessage', () => {
  it.each([
    [[], undefined],
    [['Daily Orr Fisher'], 'New Fishing Daily: Daily Orr Fisher'],
    [['Daily Orr Fisher', 'Daily Kryta Fisher'], 'New Fishing Dailies: Daily Orr Fisher'],
  ])('%j → %s', (names, expected) => {
    expect(newDailiesMessage(names)).toBe(expected);
  });
});

describe('useDailyRefresh', () => {
  beforeEach(() => {
    useNotificationSettingsStore.setState({ enabled: true, autoDismiss: false });
    useNotificationsStore.setState({ notifications: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('announces the new dailies when the UTC day changes, but not at start-up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-21T23:59:58Z'));
    renderHook(useDailyRefresh, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(useNotificationsStore.getState().notifications).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(nowStore.getSnapshot()).toBeGreaterThanOrEqual(Date.parse('2026-11-22T00:00:00Z'));
    await waitFor(() =>
      expect(useNotificationsStore.getState().notifications.map((n) => n.text)).toEqual([
        `New Fishing Daily: ${rotationDailyName(new Date('2026-11-22T12:00:00Z'))}`,
      ]),
    );
  });

  it('announces nothing when a prerendered page hydrates (its day is not today)', async () => {
    function Probe() {
      useDailyRefresh();
      return <p>daily</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(useNotificationsStore.getState().notifications).toEqual([]);
    container.remove();
  });
});
