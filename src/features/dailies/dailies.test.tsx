import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowStore } from '@/features/clock/now-store';
import { useNotificationSettingsStore } from '@/features/notifications/settings-store';
import { useNotificationsStore } from '@/features/notifications/notifications-store';
import { rotationDailyName } from '@/lib/dailies/rotation';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { useDailyFishing } from './use-daily-fishing';
import { newDailiesMessage, useDailyRefresh } from './use-daily-refresh';

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
    // Without a GW2 API handler for dailies, MSW fails the test on any request.
    const { result } = renderHook(useDailyFishing, { wrapper });
    expect(result.current).toEqual({ names: [name], day: now.slice(0, 10) });
  });
});

describe('newDailiesMessage', () => {
  it.each([
    [[], undefined],
    [['Daily Orr Fisher'], 'New Fishing Daily: Daily Orr Fisher'],
    [['Daily Orr Fisher', 'Daily Kryta Fisher'], 'New Fishing Dailies: Daily Orr Fisher'],
  ])('%j → %s', (names, expected) => {
    const message = newDailiesMessage(names);
    expect(message && sourceI18n._(message)).toBe(expected);
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
      expect(
        useNotificationsStore
          .getState()
          .notifications.map((n) => n.message && sourceI18n._(n.message)),
      ).toEqual([`New Fishing Daily: ${rotationDailyName(new Date('2026-11-22T12:00:00Z'))}`]),
    );
  });

  const DAY = 24 * 60 * 60_000;
  const announced = () =>
    useNotificationsStore.getState().notifications.map((n) => n.message && sourceI18n._(n.message));
  /** Sets the device clock to `at` and lets the clock's ticker read it. */
  const setClock = async (at: number) => {
    vi.setSystemTime(at);
    await act(() => vi.advanceTimersByTimeAsync(1000));
  };

  it('(G7) announces a day once when the clock goes forward a day, back, and forward again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const start = Date.parse('2026-11-21T12:00:00Z');
    vi.setSystemTime(start);
    renderHook(useDailyRefresh, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await setClock(start + DAY);
    await setClock(start);
    await setClock(start + DAY);
    expect(announced()).toEqual([
      `New Fishing Daily: ${rotationDailyName(new Date('2026-11-22T12:00:00Z'))}`,
    ]);
  });

  it('(G7) announces no older day as new when the clock goes back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const start = Date.parse('2026-11-21T12:00:00Z');
    vi.setSystemTime(start);
    renderHook(useDailyRefresh, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await setClock(start - DAY);
    await setClock(start - 2 * DAY);
    expect(announced()).toEqual([]);
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
