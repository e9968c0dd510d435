import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDailyRefresh } from '@/features/dailies/use-daily-refresh';
import { useNotificationsStore } from '@/features/notifications/notifications-store';
import {
  defaultNotificationSettings,
  useNotificationSettingsStore,
} from '@/features/notifications/settings-store';
import { useReachOnAppAlerts } from '@/features/notifications/use-reach-player';
import { rotationDailyName } from '@/lib/dailies/rotation';
import { sourceI18n } from '@/lib/i18n/source-i18n';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

/** The start-up's daily refresh and the scheduler's reach for app alerts, as the shell runs them. */
function useShellAlerts() {
  useDailyRefresh();
  useReachOnAppAlerts(sourceI18n);
}

/** A granted permission and an active service worker whose `showNotification` is spied on. */
function grantWithWorker() {
  vi.stubGlobal('Notification', { permission: 'granted' });
  const showNotification = vi.fn().mockResolvedValue(undefined);
  const registration = { active: {}, showNotification };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  return showNotification;
}

describe('a new daily while the tab is hidden', () => {
  beforeEach(() => {
    useNotificationsStore.setState({ notifications: [] });
    useNotificationSettingsStore.setState({
      enabled: true,
      autoDismiss: false,
      systemNotifications: true,
      alertSound: false,
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    useNotificationSettingsStore.setState(defaultNotificationSettings);
  });

  it('reaches the player as a system notification naming it and opening the regions tab', async () => {
    const showNotification = grantWithWorker();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-21T23:59:58Z'));
    renderHook(useShellAlerts, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(showNotification).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    const daily = rotationDailyName(new Date('2026-11-22T12:00:00Z'));
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(showNotification).toHaveBeenCalledWith(
      'Tyria Fishing Companion',
      expect.objectContaining({
        body: `New Fishing Daily: ${daily}`,
        data: expect.objectContaining({ url: '/launch/regions' }),
      }),
    );
  });
});
