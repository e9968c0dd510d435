import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const at = (utc: string) => new Date(`2026-11-22T${utc}Z`);
const NIGHT_CARD = 'Night in Tyria begins in 5 min — Kryta';

async function enableNotifications(page: Page) {
  await page.goto('/settings/notifications');
  await page.getByRole('switch', { name: 'Enable notifications' }).check();
}

/** Creates "Night in Tyria, 5 minutes ahead, Kryta" in the editor. */
async function addNightInKryta(page: Page) {
  await page.getByRole('button', { name: 'Add time notification' }).click();
  const form = page.getByRole('region', { name: 'New time notification' });
  await expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Night' }).check();
  await form.getByLabel('Minutes ahead').fill('5');
  await form.getByRole('checkbox', { name: 'Kryta' }).check();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('listitem', { name: 'Night in Tyria, 5 min ahead' })).toBeVisible();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const area = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('time notifications', () => {
  // Long journeys (editor, clock, axe): extra time on a shared, busy machine.
  test.slow();

  test('a card appears exactly 5 minutes before Tyrian night and behaves as specified', async ({
    page,
  }) => {
    await page.clock.install({ time: at('01:30:00') });
    await enableNotifications(page);
    await addNightInKryta(page);

    await page.clock.pauseAt(at('01:39:59'));
    await expect(bell(page)).toHaveAccessibleName('Notifications (0 active)');
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.clock.runFor(1000);
    const card = area(page).getByRole('article');
    await expect(card).toHaveAccessibleName(NIGHT_CARD);
    // The countdown is to nightfall (01:45 UTC); the card's own expiry is shown apart.
    await expect(card).toContainText('Night in 5 m 00 s (at 1:45 AM your time)');
    await expect(card).toContainText('Card closes in 40 m 00 s');
    await expect(bell(page)).toHaveAccessibleName('Notifications (1 active)');
    // 01:40 UTC is 20:00 on the Tyrian clock, 1200 of the in-game day's 1440 minutes.
    const bar = card.getByRole('progressbar', { name: 'In-game day, now 20:00' });
    await expect(bar).toHaveAttribute('aria-valuenow', '83');
    await expect(card.getByText('In-game day · now 20:00')).toBeVisible();

    await page.clock.runFor(3000);
    await expect(card).toContainText('Night in 4 m 57 s');
    await expect(card).toContainText('Card closes in 39 m 57 s');

    // Nine minutes after night began, the card says so and no longer counts down to it.
    await page.clock.fastForward('13:57');
    await expect(card).toHaveAccessibleName('Night in Tyria began 9 min ago — Kryta');
    await expect(card.getByRole('link')).toHaveText('Night in Tyria began 9 min ago — Kryta');
    await expect(card).not.toContainText(/Night in \d/);
    await expect(card).not.toContainText('in 5 min');
    await expect(card).toContainText('Card closes in 26 m 00 s');

    // Just before the end it is still there; at 02:20 it is dismissed on its own.
    await page.clock.fastForward('25:59');
    await expect(card).toContainText('Card closes in 1 s');
    await page.clock.runFor(1000);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(bell(page)).toHaveAccessibleName('Notifications (0 active)');

    await area(page).getByRole('switch', { name: 'Show history' }).check();
    await expect(card).toContainText('Expired!');
    await card.getByRole('button', { name: 'Pin back' }).click();
    await area(page).getByRole('switch', { name: 'Show history' }).uncheck();
    await expect(card).toBeVisible();

    await area(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(area(page)).toBeHidden();
  });

  test('a throttled tab catches up from the wall clock; the card is axe-clean and opens its region', async ({
    page,
  }) => {
    await page.clock.install({ time: at('01:30:00') });
    await enableNotifications(page);
    await addNightInKryta(page);
    await page.clock.pauseAt(at('01:31:00'));
    // Jump the wall clock without running the timers in between, as a background tab would.
    await page.clock.setSystemTime(at('01:52:00'));
    await page.clock.runFor(1000);
    const card = area(page).getByRole('article', { name: /^Night in Tyria/ });
    await expect(card).toContainText('Card closes in 27 m 59 s');
    await expect(card).toHaveAccessibleName('Night in Tyria began 7 min ago — Kryta');
    // axe waits on timers of its own: let the clock run again.
    await page.clock.resume();
    // The card slides in (opacity 0 → 1): axe reads colours only once it has finished.
    await card.evaluate((element) =>
      Promise.all(
        element
          .closest('[class*="from"]')
          ?.getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished) ?? [],
      ),
    );
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/region\/Krytan$/);
  });
});

test.describe('notification settings', () => {
  test('sample notification, auto-dismiss seconds and display mode', async ({ page }) => {
    await page.clock.install({ time: at('10:00:00') });
    await page.goto('/settings/notifications');
    const sample = page.getByRole('button', { name: 'Show a sample notification' });
    await expect(sample).toBeDisabled();
    await page.getByRole('switch', { name: 'Enable notifications' }).check();

    const seconds = page.getByRole('textbox', { name: 'Auto-dismiss after (seconds)' });
    // App messages go away by themselves by default.
    const autoDismiss = page.getByRole('switch', { name: 'Auto-dismiss app messages' });
    await expect(autoDismiss).toBeChecked();
    await expect(seconds).toBeEnabled();
    await expect(seconds).toHaveAttribute('placeholder', '5');
    await autoDismiss.uncheck();
    await expect(seconds).toBeDisabled();
    await autoDismiss.check();
    await expect(seconds).toBeEnabled();
    await seconds.fill('0');
    await expect(page.getByText('Enter a whole number of seconds, 1 or more')).toBeVisible();
    await seconds.fill('2');

    await page.getByText('Left', { exact: true }).click();
    await sample.click();
    const card = area(page).getByRole('article', { name: "Hello! I'm a sample notification!" });
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.x < 640).toBe(true);
    await page.clock.runFor(2000);
    await expect(card).toBeHidden();
  });

  test('cards slide in and glow until hovered, and stay still under reduced motion', async ({
    page,
  }) => {
    await enableNotifications(page);
    // Kept until hovered: app messages auto-dismiss by default.
    await page.getByRole('switch', { name: 'Auto-dismiss app messages' }).uncheck();
    await page.getByRole('button', { name: 'Show a sample notification' }).click();
    const card = page.getByRole('article');
    const glow = () => card.evaluate((el) => getComputedStyle(el).animationName);
    const slide = () => card.evaluate((el) => getComputedStyle(el.parentElement!).animationName);
    // CSS modules suffix keyframe names with a hash.
    expect(await slide()).toMatch(/slide-in-right/);
    expect(await glow()).toMatch(/glow/);
    await card.hover();
    await expect.poll(glow).toBe('none');

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Show a sample notification' }).click();
    expect(await slide()).toBe('none');
    expect(await glow()).toBe('none');
  });

  test('a denied system-notification permission is explained, never asked again', async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { permissionRequests: calls });
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = () => {
        calls.push('asked');
        return Promise.resolve('denied');
      };
    });
    await enableNotifications(page);
    await expect(page.getByText('Your browser blocks notifications from this site')).toBeVisible();
    const opt = page.getByRole('switch', { name: /system notification/ });
    await opt.check({ force: true }).catch(() => undefined);
    await expect(opt).not.toBeChecked();
    expect(
      await page.evaluate(
        () => (window as unknown as { permissionRequests: string[] }).permissionRequests,
      ),
    ).toEqual([]);

    // The explanation, the editor form and its validation messages are axe-clean too.
    await page.getByRole('button', { name: 'Add time notification' }).click();
    await page.getByLabel('Minutes ahead').fill('75');
    await expect(page.getByText(/Enter whole minutes from 0 to 59/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('with permission, a card starting in a hidden tab raises a system notification', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shown: string[] = [];
      class FakeNotification {
        static permission = 'default';
        static requestPermission() {
          FakeNotification.permission = 'granted';
          return Promise.resolve('granted');
        }
        onclick: (() => void) | null = null;
        constructor(_title: string, options: { body: string }) {
          shown.push(options.body);
        }
        close() {}
      }
      Object.assign(window, { Notification: FakeNotification, shownNotifications: shown });
      Object.defineProperty(document, 'visibilityState', {
        get: () =>
          (window as unknown as { tabHidden?: boolean }).tabHidden ? 'hidden' : 'visible',
      });
    });
    await page.clock.install({ time: at('01:30:00') });
    await enableNotifications(page);
    await page.getByRole('switch', { name: /system notification/ }).check();
    await addNightInKryta(page);
    await page.evaluate(() => Object.assign(window, { tabHidden: true }));
    await page.clock.runFor('10:00');
    expect(
      await page.evaluate(
        () => (window as unknown as { shownNotifications: string[] }).shownNotifications,
      ),
    ).toEqual([NIGHT_CARD]);
  });
});

/** Pairs of (card, control) whose boxes overlap; controls inside the notification area excepted. */
function overlaps(page: Page) {
  return page.evaluate(() => {
    const area = document.getElementById('notification-area');
    const cards = Array.from(area?.querySelectorAll('article') ?? []).map((card) => ({
      name: card.getAttribute('aria-label') ?? '',
      box: card.getBoundingClientRect(),
    }));
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('main button, main input, main textarea, main a'),
    )
      .filter((element) => !area?.contains(element) && element.checkVisibility())
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName,
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const panel = Array.from(document.querySelectorAll('main section')).find(
      (section) => section.querySelector('h2')?.textContent === 'Filters',
    );
    if (panel) controls.push({ name: 'filter panel', box: panel.getBoundingClientRect() });
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return cards.flatMap((card) =>
      controls
        .filter((control) => hit(card.box, control.box))
        .map((c) => `${card.name} ↔ ${c.name}`),
    );
  });
}

test.describe('app messages stay out of the way', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px: at most three show and none covers the filters, fields or buttons`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await enableNotifications(page);
      await page.getByRole('switch', { name: 'Auto-dismiss app messages' }).uncheck();
      const sample = page.getByRole('button', { name: 'Show a sample notification' });
      for (let i = 0; i < 5; i += 1) await sample.click();
      await expect(area(page).getByRole('article')).toHaveCount(3);
      await expect(area(page).getByRole('button', { name: 'Show 2 more' })).toBeVisible();
      // The settings form's own switches, fields and buttons stay clear.
      expect(await overlaps(page)).toEqual([]);

      // A client-side visit keeps the messages: the Region page with its filter panel.
      await page.evaluate(() => {
        history.pushState({}, '', '/region/Krytan');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const filters = page.getByRole('region', { name: 'Filters' });
      await expect(filters).toBeVisible();
      await expect(area(page).getByRole('article')).toHaveCount(3);
      expect(await overlaps(page)).toEqual([]);
      await filters.getByRole('button', { name: /^Night/ }).scrollIntoViewIfNeeded();
      expect(await overlaps(page)).toEqual([]);

      await area(page).getByRole('button', { name: 'Show 2 more' }).click();
      await expect(area(page).getByRole('article')).toHaveCount(5);
      expect(await overlaps(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
