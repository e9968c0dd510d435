import { afterEach, describe, expect, it } from 'vitest';
import { storageKey } from '@/lib/storage/safe-local-storage';
import { useStorageNotices } from '@/lib/storage/storage-notices';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
import { useTimeNotificationsStore } from './time-notifications-store';

const stored = (state: unknown, version: number) => JSON.stringify({ state, version });

describe('persisted notification stores', () => {
  afterEach(() => {
    localStorage.clear();
    useNotificationSettingsStore.setState(defaultNotificationSettings);
    useTimeNotificationsStore.setState({ notifications: [] });
  });

  it('upgrades version 1 settings with the system opt-in and the sound off', async () => {
    const v1 = { enabled: true, displayMode: 'LEFT', autoDismiss: true, autoDismissSeconds: 9 };
    localStorage.setItem(storageKey('notification-settings'), stored(v1, 1));
    await useNotificationSettingsStore.persist.rehydrate();
    expect(useNotificationSettingsStore.getState()).toMatchObject({
      ...v1,
      systemNotifications: false,
      alertSound: false,
    });
  });

  it('upgrades version 2 settings keeping the system opt-in, with the sound off', async () => {
    const v2 = {
      enabled: true,
      displayMode: 'LEFT',
      autoDismiss: true,
      autoDismissSeconds: 9,
      systemNotifications: true,
    };
    localStorage.setItem(storageKey('notification-settings'), stored(v2, 2));
    await useNotificationSettingsStore.persist.rehydrate();
    expect(useNotificationSettingsStore.getState()).toMatchObject({ ...v2, alertSound: false });
  });

  it('loads valid time notifications and drops invalid ones with a notice', async () => {
    const night = {
      id: 'n',
      timesOfDay: ['NIGHT'],
      inCantha: false,
      regions: ['Krytan'],
      autoDismiss: true,
    };
    localStorage.setItem(storageKey('time-notifications'), stored({ notifications: [night] }, 1));
    await useTimeNotificationsStore.persist.rehydrate();
    expect(useTimeNotificationsStore.getState().notifications).toEqual([night]);

    useTimeNotificationsStore.setState({ notifications: [] });
    const tooEarly = { ...night, minutesAhead: 60 };
    localStorage.setItem(
      storageKey('time-notifications'),
      stored({ notifications: [tooEarly] }, 1),
    );
    await useTimeNotificationsStore.persist.rehydrate();
    expect(useTimeNotificationsStore.getState().notifications).toEqual([]);
    expect(useStorageNotices.getState().notices).toContainEqual(
      expect.objectContaining({ kind: 'repaired', slice: 'time-notifications' }),
    );
  });
});
