import type { Page } from '@playwright/test';
import { nextAlertCard, type PlannerAlert } from '../src/lib/planner/alerts';
import { expect, test } from './fixtures';

// Alerts that reach a player who looks at the game (docs/notifications.md "Reaching the player in
// the game"): through the service worker's registration, with a sound, at or before their moment.

const MINUTE = 60_000;
const T0 = new Date('2026-11-22T01:00:00Z').getTime();

const plannerAlert: PlannerAlert = {
  id: 'pa-night',
  regionKey: 'Krytan',
  clock: 'TYRIA',
  fishTime: { timeOfDay: 'NIGHT', higherChanceTime: null },
  fish: ['Moony'],
  minutesAhead: 5,
  repeat: 'every',
  createdAt: T0 - 60 * MINUTE,
};
/** When the planner alert's card is due: 5 min before Kryta's next night window opens. */
const PLANNER_DUE = nextAlertCard(plannerAlert, T0)!.start;
/** A session stop three minutes later; its card is due a minute before it starts. */
const STOP_START = PLANNER_DUE + 4 * MINUTE;
const SESSION_DUE = STOP_START - MINUTE;

const sessionAlert = {
  id: `s1@${STOP_START}`,
  sessionId: 's1',
  start: STOP_START,
  end: STOP_START + 11 * MINUTE,
  collectionKey: 'Krytan',
  where: 'Kryta',
  clock: 'TYRIA',
  phase: 'NIGHT',
  fish: ['Moony'],
  minutesAhead: 1,
};

/** A previous visit (persistence on) left these, written at each store's version. */
function seed(page: Page, settings: { systemNotifications: boolean }) {
  const entries = {
    'user-data': [{ persist: true }, 1],
    'notification-settings': [
      {
        enabled: true,
        displayMode: 'RIGHT',
        autoDismiss: true,
        autoDismissSeconds: 5,
        alertSound: false,
        ...settings,
      },
      3,
    ],
    'planner-alerts': [{ alerts: [plannerAlert] }, 2],
    'session-alerts': [{ session: { id: 's1', end: sessionAlert.end }, alerts: [sessionAlert] }, 2],
  };
  return page.addInitScript((all) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [name, [state, version]] of Object.entries(all)) {
      localStorage.setItem(`tyria-fishing-companion:${name}`, JSON.stringify({ state, version }));
    }
  }, entries);
}

interface Spied {
  shown: { body: string; tag: string; url: string; at: number }[];
  oscillators: number[];
  asked: number;
  constructed: number;
}

/**
 * Spies, before any of the page's code: the worker registration's `showNotification`, the sound's
 * `AudioContext`, and `Notification` (constructions, permission requests); on `android`,
 * constructing a `Notification` throws, as Chrome on Android does; with `hidden`, the tab is in
 * the background.
 */
function spy(page: Page, options: { hidden: boolean; android?: boolean; refuse?: boolean }) {
  return page.addInitScript(({ hidden, android, refuse }) => {
    const spied: Spied = { shown: [], oscillators: [], asked: 0, constructed: 0 };
    Object.assign(window, { spied });
    if (hidden) {
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
    }
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options = {}) {
      const { body = '', tag = '', data } = options;
      spied.shown.push({ body, tag, url: (data as { url: string }).url, at: Date.now() });
      return show.call(this, title, options).catch(() => undefined);
    };
    const RealAudioContext = window.AudioContext;
    window.AudioContext = class extends RealAudioContext {
      override createOscillator() {
        spied.oscillators.push(Date.now());
        return super.createOscillator();
      }
    };
    const Real = window.Notification;
    let permission: NotificationPermission | undefined = refuse ? 'default' : undefined;
    function SpiedNotification(title: string, options?: NotificationOptions) {
      spied.constructed += 1;
      if (android) {
        throw new TypeError(
          "Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.",
        );
      }
      return new Real(title, options);
    }
    Object.defineProperty(SpiedNotification, 'permission', {
      get: () => permission ?? Real.permission,
    });
    SpiedNotification.requestPermission = async () => {
      spied.asked += 1;
      if (!refuse) return Real.requestPermission();
      permission = 'denied';
      return permission;
    };
    window.Notification = SpiedNotification as unknown as typeof Notification;
  }, options);
}

const spied = (page: Page) => page.evaluate(() => (window as unknown as { spied: Spied }).spied);
/** Advances the page's clock by a minute, firing its timers once: a hidden tab's slowed tick. */
const oneThrottledTick = (page: Page) => page.clock.fastForward(MINUTE);

test.describe('alerts in a background tab', () => {
  // A registered service worker (it stores the site while installing) and a clock: extra time.
  test.use({ serviceWorkers: 'allow' });
  test.slow();

  for (const android of [false, true]) {
    const where = android ? 'where `new Notification` is refused (Android)' : 'on a desktop';
    test(`${where}: a planner alert and a session stop go through the worker and sound, at or before their moment`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['notifications']);
      await seed(page, { systemNotifications: true });
      await spy(page, { hidden: true, android });
      await page.clock.install({ time: T0 });
      await page.goto('/settings/notifications');
      await expect(page.getByRole('switch', { name: /system notification/ })).toBeChecked();
      expect((await spied(page)).asked).toBe(0);
      // The sound's opt-in: its press lets the browser play sound (a sample chime plays).
      await page.getByRole('switch', { name: /Play a short sound/ }).check();
      await page.evaluate(() => navigator.serviceWorker.ready);

      // Ticks a minute apart, as in a throttled background tab: the alert comes on the last tick
      // before its moment, not on the first after it.
      await page.clock.pauseAt(PLANNER_DUE - 3 * MINUTE);
      await oneThrottledTick(page);
      const beforePlanner = await spied(page);
      expect(beforePlanner.shown).toEqual([]);
      await oneThrottledTick(page);
      await expect.poll(async () => (await spied(page)).shown.length).toBe(1);
      const planner = await spied(page);
      expect(planner.shown[0]).toMatchObject({
        url: '/region/Krytan',
        tag: expect.stringMatching(/^pa-night/),
      });
      expect(planner.shown[0]!.body).toMatch(/^Moony bites from dusk in \d+ min — Kryta$/);
      expect(planner.shown[0]!.at).toBeLessThanOrEqual(PLANNER_DUE);
      expect(planner.oscillators.length).toBeGreaterThan(beforePlanner.oscillators.length);
      expect(planner.oscillators.at(-1)).toBeLessThanOrEqual(PLANNER_DUE);

      await page.clock.pauseAt(SESSION_DUE - 150_000);
      await oneThrottledTick(page);
      await oneThrottledTick(page);
      await expect.poll(async () => (await spied(page)).shown.length).toBe(2);
      const session = await spied(page);
      expect(session.shown[1]).toMatchObject({
        url: '/launch/session',
        tag: `session-${sessionAlert.id}`,
      });
      expect(session.shown[1]!.body).toMatch(/^Session: Kryta next, in 2 min \(night\) — Moony$/);
      expect(session.shown[1]!.at).toBeLessThanOrEqual(SESSION_DUE);
      expect(session.oscillators.length).toBeGreaterThan(planner.oscillators.length);
      // Only through the worker; the page never built a notification of its own.
      expect(session.constructed).toBe(0);
      expect(session.asked).toBe(0);
    });
  }
});

test('permission refused: the settings say so, and the cards in the page still come', async ({
  page,
}) => {
  test.slow();
  await seed(page, { systemNotifications: false });
  await spy(page, { hidden: false, refuse: true });
  await page.clock.install({ time: T0 });
  await page.goto('/settings/notifications');
  await expect(page.getByText('a closed tab or browser cannot alert you')).toBeVisible();
  // Nothing is asked before the player presses the switch.
  expect((await spied(page)).asked).toBe(0);
  const system = page.getByRole('switch', { name: /system notification/ });
  // The player refuses when the browser asks: the switch stays off.
  await system.click();
  await expect(page.getByText('Your browser blocks notifications from this site')).toBeVisible();
  await expect(system).not.toBeChecked();
  expect((await spied(page)).asked).toBe(1);

  await page.clock.pauseAt(SESSION_DUE);
  await page.clock.runFor(1000);
  const cards = page.getByRole('region', { name: 'Notifications' }).getByRole('article');
  await expect(cards.filter({ hasText: /^Session: Kryta/ })).toBeVisible();
  await expect(cards.filter({ hasText: /^Moony bites from dusk/ })).toBeVisible();
  expect((await spied(page)).shown).toEqual([]);
});
