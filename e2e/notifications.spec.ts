import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectInViewport, slideInEnded } from './card-helpers';

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
    // No bar without a card under it (issue 60): the bell opens the area with its bar.
    await expect(area(page)).toBeHidden();
    // The editor is scrolled down, and the bar may have slid away with the bell (it stays pinned
    // only while cards are active): a player scrolls up to reach it.
    await page.mouse.wheel(0, -2000);
    await expect(page.getByTestId('top-nav')).toHaveAttribute('data-hidden', 'false');
    await bell(page).click();

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
    await slideInEnded(card);
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
    // Stopped, so a busy machine cannot let the 2 s run out before the card is measured.
    await page.clock.pauseAt(at('10:10:00'));
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
    // A production build names keyframes by a hash (scripts/vite/short-class-names.ts): the
    // holder slides in from its side (data-slide-in), the card glows, two animations.
    await expect(card.locator('..')).toHaveAttribute('data-slide-in', 'right');
    expect(await slide()).not.toBe('none');
    expect(await glow()).not.toBe('none');
    expect(await glow()).not.toBe(await slide());
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

/** Client-side navigation, as a link in the app does: what is held in memory stays. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Scrolls to the bottom of the page, as a player reading the region's waypoints does. */
async function scrollToBottom(page: Page) {
  // Retried: the page may still grow as its pictures load, and the header hides on a scroll down
  // (each step waits until the page has seen it: scroll events come with the next frame).
  const header = page.getByTestId('top-nav');
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(header).toHaveAttribute('data-hidden', 'false', { timeout: 2000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 2000 });
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    expect(atEnd).toBe(true);
  }).toPass({ timeout: 15_000 });
}

const DAWN_CARD = 'Dawn in Tyria has begun — Kryta, Ascalon';

test.describe('notifications float where the player is looking', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px: scrolled to the bottom of Kryta, dawn's card shows in the screen, links each region; the bell stays`, async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.clock.install({ time: at('02:20:00') });
      await enableNotifications(page);
      // Stopped well before dawn, however slow the steps below are.
      await page.clock.pauseAt(at('02:21:00'));
      await page.getByRole('button', { name: 'Add time notification' }).click();
      const form = page.getByRole('region', { name: 'New time notification' });
      await form.getByRole('checkbox', { name: 'Dusk / Dawn' }).check();
      await form.getByRole('checkbox', { name: 'Kryta' }).check();
      await form.getByRole('checkbox', { name: 'Ascalon' }).check();
      await form.getByRole('button', { name: 'Add' }).click();

      await goInApp(page, '/region/Krytan');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kryta', {
        timeout: 15_000,
      });
      await page.clock.pauseAt(at('02:24:59'));
      await scrollToBottom(page);
      await expect(page.getByRole('article')).toHaveCount(0);

      await page.clock.runFor(1000);
      // Its text reads live ("… began 1 min ago" once the clock runs again).
      const card = area(page).getByRole('article', { name: /^Dawn in Tyria .* — Kryta, Ascalon$/ });
      // The clock stays at 02:25:00 while the (busy) page renders the card.
      await expect(card).toHaveAccessibleName(DAWN_CARD, { timeout: 15_000 });
      await expectInViewport(page, card);
      // Announced to screen readers.
      await expect(page.getByRole('status').filter({ hasText: DAWN_CARD })).toBeAttached();

      // The header slid away; the bell stayed on screen with the count.
      await scrollToBottom(page);
      await expect(bell(page)).toHaveAccessibleName('Notifications (1 active)');
      await expectInViewport(page, bell(page));
      await page.clock.resume();
      await slideInEnded(card);
      await expectNoSeriousA11yViolations(page);
      await testInfo.attach(`dawn-card-scrolled-${viewport.width}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      // Hidden with the bell, shown again with it, without scrolling.
      const scrolled = await page.evaluate(() => window.scrollY);
      await bell(page).click();
      await expect(area(page)).toBeHidden();
      await bell(page).click();
      await expect(card).toBeVisible();
      await area(page).getByRole('button', { name: 'Hide notifications' }).click();
      await expect(area(page)).toBeHidden();
      await expect(bell(page)).toHaveAccessibleName('Notifications (1 active)');
      await bell(page).click();
      await expect(card).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Every region named on the card is a link to its page.
      await expect(card.getByRole('link', { name: 'Kryta' })).toHaveAttribute(
        'href',
        '/region/Krytan',
      );
      await card.getByRole('link', { name: 'Ascalon' }).click();
      await expect(page).toHaveURL(/\/region\/Ascalonian$/);
    });
  }

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}: an app message while scrolled (screenshot), never in the way for long`, async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize(viewport);
      await enableNotifications(page);
      await page.getByRole('switch', { name: 'Auto-dismiss app messages' }).uncheck();
      const sample = page.getByRole('button', { name: 'Show a sample notification' });
      for (let i = 0; i < 5; i += 1) await sample.click();
      const phone = viewport.width < 640;
      const shown = phone ? 1 : 3;
      await expect(area(page).getByRole('article')).toHaveCount(shown);
      await expect(
        area(page).getByRole('button', { name: `Show ${5 - shown} more` }),
      ).toBeVisible();

      await goInApp(page, '/region/Krytan');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kryta', {
        timeout: 15_000,
      });
      await scrollToBottom(page);
      const card = area(page).getByRole('article').first();
      await expectInViewport(page, card);
      await expectInViewport(page, bell(page));
      await slideInEnded(card);
      await testInfo.attach(`notification-scrolled-${viewport.width}x${viewport.height}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      const sizes = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return {
          scrollWidth: document.documentElement.scrollWidth,
          width: window.innerWidth,
          area: document.getElementById('notification-area')!.getBoundingClientRect().toJSON(),
          lastLink: Array.from(document.querySelectorAll('footer a'))
            .at(-1)!
            .getBoundingClientRect().bottom,
        };
      });
      // Nothing scrolls sideways.
      expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.width);
      if (phone) {
        // At the bottom of a phone's screen, with room below the page: scrolled to its end, the
        // page's last link sits above the stack, so the stack covers a control only while it
        // scrolls past.
        expect(sizes.area.bottom).toBeGreaterThan(viewport.height - 20);
        expect(sizes.lastLink, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.area.top);
      } else {
        // In the top corner of the display mode (right), under the header's place.
        expect(sizes.area.top).toBeGreaterThanOrEqual(60);
        expect(sizes.area.right).toBeGreaterThan(viewport.width - 20);
      }
    });
  }
});
