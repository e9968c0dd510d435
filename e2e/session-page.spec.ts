import type { Page } from '@playwright/test';
import {
  emptyStorageOnEachLoad,
  expect,
  expectNoSeriousA11yViolations,
  PAGE_LANGUAGES,
  seedStorage,
  test,
  waitForAppOnLoad,
} from './fixtures';

// 19:00 UTC: day on both clocks; Cantha's dusk comes first (19:35), then Tyria's (19:40).
const NOW = new Date('2026-11-22T19:00:00Z');

/** The route's section, in any language. */
const route = (page: Page) => page.locator('section[aria-labelledby="session-route"]');
/** Each stop's heading: "7:00 PM–7:39 PM · Shiverpeak Mountains". */
const stopHeadings = (page: Page) =>
  route(page).getByRole('listitem').getByRole('heading', { level: 4 });

async function open(page: Page, address = '/launch/session') {
  await page.clock.setFixedTime(NOW);
  await page.goto(address);
  await expect(stopHeadings(page).first()).toBeVisible({ timeout: 40_000 });
}

test.describe('the session page', () => {
  test.slow(); // the whole catalog loads; axe runs over the route

  test('shows the first stop without scrolling on a 390×844 phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    await expect(page.getByRole('region', { name: /^Route \(\d+ stops?\)$/ })).toBeVisible();
    const first = page.getByRole('list', { name: 'Stops' }).getByRole('listitem').first();
    await expect(stopHeadings(page).first()).toHaveText(/^7:00 PM–\d+:\d\d PM · .+/);
    await expect(stopHeadings(page).first()).toBeInViewport({ ratio: 1 });
    // Its place and fish count, and its waypoint's copy button, show too.
    await expect(first.getByText(/ on (Tyria|Cantha)'s clock · \d+ fish/)).toBeInViewport();
    await expect(first.getByRole('button', { name: /^Copy in-game link of / })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  // Both widths of a language in one tab, each a fresh first-visit load (e2e/every-page.spec.ts
  // says why).
  for (const [language, prefix] of PAGE_LANGUAGES) {
    test(`in ${language} at 1280 and 390 px has no serious accessibility violation`, async ({
      page,
    }) => {
      await emptyStorageOnEachLoad(page);
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await test.step(`in ${language} at ${viewport.width} px has no serious accessibility violation`, async () => {
          await page.setViewportSize(viewport);
          await open(page, `${prefix}/launch/session`);
          // The folded options too.
          await page.locator('details summary').filter({ hasText: /\d/ }).first().click();
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }

  test('with persistence on, the session survives a reload', async ({ page }) => {
    await seedStorage(page, {});
    await open(page);
    await page.getByText('90 min', { exact: true }).click();
    await page.getByText('At', { exact: true }).click();
    const before = await stopHeadings(page).allTextContents();
    await expect(page.getByRole('radio', { name: '90 min' })).toBeChecked();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('tyria-fishing-companion:session')))
      .toContain('"minutes":90');
    await page.reload();
    await expect(stopHeadings(page).first()).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('radio', { name: '90 min' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'At' })).toBeChecked();
    await expect(stopHeadings(page)).toHaveText(before);
    // Saved, so the address stays plain.
    expect(new URL(page.url()).search).toBe('');
  });

  test('with persistence off, a copied link opens the same plan in a fresh browser', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await page.getByText('30 min', { exact: true }).click();
    await page.getByText(/^Options: /).click();
    await page.getByLabel('Minutes per fish').fill('6');
    await expect(page).toHaveURL(/per-fish=6/);
    const plan = await stopHeadings(page).allTextContents();
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/launch\/session\?minutes=30&start=\d+&per-fish=6$/);

    // Another player, an hour later: the link's start and settings, not their own now.
    const fresh = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
    await fresh.route(/^(?!http:\/\/127\.0\.0\.1)/, (request) => request.abort());
    const other = await fresh.newPage();
    waitForAppOnLoad(other);
    await other.clock.setFixedTime(new Date(NOW.getTime() + 60 * 60_000));
    await other.goto(link);
    await expect(stopHeadings(other).first()).toBeVisible({ timeout: 40_000 });
    await expect(other.getByRole('radio', { name: '30 min' })).toBeChecked();
    await expect(stopHeadings(other)).toHaveText(plan);
    await fresh.close();
  });
});
