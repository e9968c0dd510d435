import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSystemNotification, onSystemAlertOpen } from './system-notification';

const alert = {
  tag: 'session-s1@1',
  body: 'Session: Kryta next, in 1 min',
  url: '/de/launch/session',
};

/** A browser's `Notification`: `granted` or not, and constructible or refused (Chrome on Android). */
function stubNotification(permission: NotificationPermission, constructible: boolean) {
  const made: { title: string; options?: NotificationOptions; instance: object }[] = [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      if (!constructible) throw new TypeError('Illegal constructor. Use showNotification instead.');
      made.push({ title, options, instance: this });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return made;
}

const registrationWith = (showNotification: ReturnType<typeof vi.fn>) => () =>
  Promise.resolve({ showNotification } as unknown as ServiceWorkerRegistration);
const noRegistration = () => Promise.resolve(undefined);

describe('showSystemNotification', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { name: 'the worker when one is active', constructible: true, worker: true, via: 'worker' },
    {
      name: 'the worker on Android, which refuses `new Notification`',
      constructible: false,
      worker: true,
      via: 'worker',
    },
    { name: 'the page without a worker', constructible: true, worker: false, via: 'page' },
    {
      name: 'nothing without a worker on Android',
      constructible: false,
      worker: false,
      via: undefined,
    },
  ])('goes through $name', async ({ constructible, worker, via }) => {
    const made = stubNotification('granted', constructible);
    const showNotification = vi.fn().mockResolvedValue(undefined);
    const result = await showSystemNotification(
      alert,
      worker ? registrationWith(showNotification) : noRegistration,
    );
    expect(result).toBe(via);
    expect(showNotification).toHaveBeenCalledTimes(via === 'worker' ? 1 : 0);
    expect(made).toHaveLength(via === 'page' ? 1 : 0);
  });

  it('gives the worker the page it is about and the page that raised it', async () => {
    stubNotification('granted', false);
    const showNotification = vi.fn().mockResolvedValue(undefined);
    await showSystemNotification(alert, registrationWith(showNotification));
    expect(showNotification).toHaveBeenCalledWith('Tyria Fishing Companion', {
      body: alert.body,
      tag: alert.tag,
      data: { url: '/de/launch/session', from: window.location.href },
    });
  });

  it('falls back to the page when the worker refuses', async () => {
    const made = stubNotification('granted', true);
    const showNotification = vi.fn().mockRejectedValue(new TypeError('No active registration'));
    expect(await showSystemNotification(alert, registrationWith(showNotification))).toBe('page');
    expect(made).toHaveLength(1);
  });

  it.each(['default', 'denied'] as const)(
    'shows nothing while permission is %s',
    async (permission) => {
      const made = stubNotification(permission, true);
      const showNotification = vi.fn();
      expect(
        await showSystemNotification(alert, registrationWith(showNotification)),
      ).toBeUndefined();
      expect(showNotification).not.toHaveBeenCalled();
      expect(made).toHaveLength(0);
    },
  );

  it("opens the alert's page when the page's own notification is clicked", async () => {
    const made = stubNotification('granted', true);
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const opened = vi.fn();
    const stop = onSystemAlertOpen(opened);
    await showSystemNotification(alert, noRegistration);
    (made[0]!.instance as { onclick: () => void }).onclick();
    stop();
    expect(focus).toHaveBeenCalled();
    expect(opened).toHaveBeenCalledWith('/de/launch/session');
  });
});
