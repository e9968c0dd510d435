import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, seedStorage, test } from './fixtures';
import { expectInViewport, slideInEnded } from './card-helpers';

const at = (utc: string) => new Date(`2026-11-22T${utc}Z`).getTime();
// The session starts at 01:30 (a link's start), ten minutes before Tyria's day ends, so its route
// has several stops: the first one's card comes at 01:29.
const START = at('01:30:00');
const MINUTE = 60_000;

const area = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const sessionCards = (page: Page) => area(page).getByRole('article', { name: /^Session: / });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The alerts the page saved (persistence is on), in stop order. */
const savedAlerts = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tyria-fishing-companion:session-alerts');
    const alerts = raw
      ? (JSON.parse(raw) as { state: { alerts: { start: number; where: string }[] } }).state.alerts
      : [];
    return alerts.map(({ start, where }) => ({ start, where }));
  });

/** Scrolls to the bottom of the page, as a player reading the route's last stops does. */
async function scrollToBottom(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    expect(atEnd).toBe(true);
  }).toPass({ timeout: 15_000 });
}

test.describe('alerts along the session route', () => {
  // Clock, reload and axe: extra time on a shared, busy machine.
  test.slow();

  for (const viewport of [
    { width: 1280, height: 800, scrolled: false },
    { width: 1280, height: 800, scrolled: true },
    { width: 390, height: 844, scrolled: false },
    { width: 390, height: 844, scrolled: true },
  ]) {
    const where = viewport.scrolled ? 'scrolled to the bottom' : 'at the top';
    test(`at ${viewport.width} px, ${where}: Start session sets a card a minute before each stop; it survives a reload; End session removes them`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      // A previous visit turned persistence on; notifications are off (the default).
      await seedStorage(page, {});
      await page.clock.install({ time: at('01:20:00') });
      await page.goto(`/launch/session?start=${START}`);

      const start = page.getByRole('button', { name: 'Start session' });
      await expect(start).toBeEnabled({ timeout: 15_000 });
      await expect(page.getByText(/Notifications are off: starting turns them on/)).toBeVisible();
      await start.click();
      // The button turned notifications on: its message says when the first card comes.
      await expect(
        area(page).getByRole('article', { name: /^Session started: \d+ alerts?, / }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
      // Saved once the stores' checks have loaded (nothing of the session was stored before).
      await expect.poll(async () => (await savedAlerts(page)).length).toBeGreaterThan(1);
      const alerts = await savedAlerts(page);
      const [first, second] = alerts;
      expect(first!.start).toBe(START);

      // The session survives a reload (persistence is on).
      await page.reload();
      await expect(page.getByRole('button', { name: 'End session' })).toBeVisible({
        timeout: 15_000,
      });
      if (viewport.scrolled) await scrollToBottom(page);
      await page.clock.pauseAt(START - MINUTE - 1000);
      await expect(sessionCards(page)).toHaveCount(0);

      await page.clock.runFor(1000);
      const card = sessionCards(page);
      await expect(card).toHaveAccessibleName(
        new RegExp(`^Session: ${escaped(first!.where)} next, in 1 min \\(\\w+\\) — `),
        { timeout: 15_000 },
      );
      await expectInViewport(page, card);
      await expect(card.getByRole('link')).toHaveAttribute('href', '/launch/session');
      await page.clock.resume();
      await slideInEnded(card);
      await expectNoSeriousA11yViolations(page);
      await testInfo.attach(`session-card-${viewport.width}-${where}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      // End session: its card and the alerts are gone; the next stop's time brings no card.
      await page.clock.pauseAt(START + 1000);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'End session' }).click();
      await expect(page.getByRole('button', { name: 'Start session' })).toBeVisible();
      await expect(sessionCards(page)).toHaveCount(0);
      expect(await savedAlerts(page)).toEqual([]);
      await page.clock.pauseAt(second!.start - MINUTE + 1000);
      await expect(page.getByRole('button', { name: 'Start session' })).toBeVisible();
      await expect(sessionCards(page)).toHaveCount(0);
    });
  }
});
