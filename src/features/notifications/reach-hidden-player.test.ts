import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { playAlertSound } from './alert-sound';
import type { AppNotification } from './notifications-store';
import { reachHiddenPlayer } from './reach-hidden-player';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
import { showSystemNotification } from './system-notification';

vi.mock('./system-notification', () => ({ showSystemNotification: vi.fn() }));
vi.mock('./alert-sound', () => ({ playAlertSound: vi.fn() }));

const daily: AppNotification = {
  id: 'app-1',
  text: 'New Fishing Daily: Daily Kryta Fisher',
  navigate: '/launch/regions',
  start: 0,
  dismissed: false,
  alert: true,
};

function hideTab(hidden: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
}

describe('reachHiddenPlayer', () => {
  beforeEach(() => {
    vi.mocked(showSystemNotification).mockClear();
    vi.mocked(playAlertSound).mockClear();
  });
  afterEach(() => useNotificationSettingsStore.setState(defaultNotificationSettings));

  it.each([
    { name: 'both while hidden', hidden: true, system: true, sound: true, shown: 1, sounds: 1 },
    {
      name: 'nothing while visible',
      hidden: false,
      system: true,
      sound: true,
      shown: 0,
      sounds: 0,
    },
    { name: 'only the sound', hidden: true, system: false, sound: true, shown: 0, sounds: 1 },
    {
      name: 'only the notification',
      hidden: true,
      system: true,
      sound: false,
      shown: 1,
      sounds: 0,
    },
  ])('reaches the player with $name', ({ hidden, system, sound, shown, sounds }) => {
    hideTab(hidden);
    useNotificationSettingsStore.setState({ systemNotifications: system, alertSound: sound });
    reachHiddenPlayer([daily], sourceI18n);
    expect(showSystemNotification).toHaveBeenCalledTimes(shown);
    expect(playAlertSound).toHaveBeenCalledTimes(sounds);
  });

  it('plays one sound for several cards, and names each card and its page', () => {
    hideTab(true);
    useNotificationSettingsStore.setState({ systemNotifications: true, alertSound: true });
    const late = { ...daily, id: 'app-2', navigate: undefined, lateMs: 120_000 };
    reachHiddenPlayer([daily, late], sourceI18n);
    expect(playAlertSound).toHaveBeenCalledTimes(1);
    expect(vi.mocked(showSystemNotification).mock.calls.map(([alert]) => alert)).toEqual([
      { tag: 'app-1', body: 'New Fishing Daily: Daily Kryta Fisher', url: '/launch/regions' },
      {
        tag: 'app-2',
        body: 'New Fishing Daily: Daily Kryta Fisher\nCame 2 min late: the browser slows down tabs in the background.',
        url: '/',
      },
    ]);
  });
});
