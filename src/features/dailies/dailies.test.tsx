import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowStore } from '@/features/clock';
import { useNotificationSettingsStore, useNotificationsStore } from '@/features/notifications';
import { rotationDailyName } from '@/lib/dailies';
import {
  achievementFixture,
  dailyAchievementsFixture,
  dailyCategoryFixture,
} from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { useDailyFishing } from './use-daily-fishing';
import { newDailiesMessage, useDailyRefresh } from './use-daily-refresh';

const NAMES: Record<number, string> = {
  91001: 'Daily Kryta Fisher',
  91002: 'Daily Gatherer',
  92001: 'Daily End of Dragons Fisher',
  93001: 'Daily Orr Fisher',
};

/** Serves the daily list and category with `pve` / `category` ids, and names for them. */
function serveDailies(pve: number[], category: number[]) {
  server.use(
    http.get(`${GW2_API}/v2/achievements/daily`, () =>
      HttpResponse.json(dailyAchievementsFixture(pve)),
    ),
    http.get(`${GW2_API}/v2/achievements/categories/321`, () =>
      HttpResponse.json(dailyCategoryFixture(category)),
    ),
    http.get(`${GW2_API}/v2/achievements`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      return HttpResponse.json(
        ids.map((id) => achievementFixture({ id, name: NAMES[id] ?? `Achievement ${id}` })),
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
  it('reads the fishing dailies from the daily list and category 321', async () => {
    serveDailies([91001, 91002], [92001]);
    const { result } = renderHook(useDailyFishing, { wrapper });
    await waitFor(() => expect(result.current.source).toBe('api'));
    expect(result.current.names).toEqual(['Daily Kryta Fisher', 'Daily End of Dragons Fisher']);
  });

  it.each([
    ['lists no fishing daily', () => serveDailies([91002], [])],
    [
      'fails',
      () =>
        server.use(
          http.get(`${GW2_API}/v2/achievements/daily`, () => HttpResponse.error()),
          http.get(`${GW2_API}/v2/achievements/categories/321`, () =>
            HttpResponse.json({ text: 'down' }, { status: 503 }),
          ),
        ),
    ],
  ])('falls back to the rotation when the API %s', async (_, serve) => {
    serve();
    const { result } = renderHook(useDailyFishing, { wrapper });
    expect(result.current).toEqual({ names: [rotationDailyName(new Date())], source: 'rotation' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.source).toBe('rotation');
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
    serveDailies([91001], []);
    renderHook(useDailyRefresh, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(useNotificationsStore.getState().notifications).toEqual([]);

    serveDailies([93001], [92001]);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(nowStore.getSnapshot()).toBeGreaterThanOrEqual(Date.parse('2026-11-22T00:00:00Z'));
    await waitFor(() =>
      expect(useNotificationsStore.getState().notifications.map((n) => n.text)).toEqual([
        'New Fishing Dailies: Daily Orr Fisher',
      ]),
    );
  });
});
