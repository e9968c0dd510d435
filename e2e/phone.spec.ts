import type { Locator, Page } from '@playwright/test';
import { paths, prerenderedPaths } from '../src/config/routes';
import { otherAchievementIndex, regionIndex } from '../src/lib/catalog/catalog-index';
import { emptyStorageOnEachLoad, expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 27, item 4 ("Phone first") and the screenshots of item 5: fish in a phone's first screen,
 * buttons whose labels fit, no sideways scrolling at 360 px.
 */

// 01:00 UTC: day on both clocks (Tyrian dusk begins 01:40).
const DAY = new Date('2026-11-22T01:00:00Z');

const fishOfKryta = (page: Page) =>
  page
    .getByRole('group', { name: 'Fish of Kryta' })
    .getByRole('button', { name: /, (not )?caught$/ });
const filterToggle = (page: Page) => page.getByRole('button', { name: 'Filters', exact: true });
const filterPanel = (page: Page) => page.getByRole('region', { name: 'Filters' });

/** The line boxes an element's text takes (1: it keeps one line). */
const linesOf = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

/**
 * Issue 60 at 1280 px: the grouping's first label keeps one line inside its segment, and "Plan
 * for" sits in the grouping's row: the two labels on one line, their controls on the next.
 */
async function expectPlannerControlsInOneRow(page: Page) {
  const boxOf = async (element: Locator) => (await element.boundingBox())!;
  const firstSegment = await boxOf(page.locator('label', { hasText: 'Region → hole → bait' }));
  const firstLabel = await boxOf(page.getByText('Region → hole → bait', { exact: true }));
  expect(await linesOf(page, 'Region → hole → bait'), 'grouping label wraps').toBe(1);
  expect(firstLabel.x).toBeGreaterThanOrEqual(firstSegment.x);
  expect(firstLabel.x + firstLabel.width).toBeLessThanOrEqual(firstSegment.x + firstSegment.width);
  const planForLabel = await boxOf(page.getByText('Plan for', { exact: true }));
  const planFor = await boxOf(page.getByRole('combobox', { name: 'Plan for' }));
  const groupingLabel = await boxOf(page.getByText('Group what bites now by', { exact: true }));
  const grouping = await boxOf(page.getByRole('radiogroup', { name: 'Group what bites now by' }));
  expect(Math.abs(planForLabel.y - groupingLabel.y), 'labels on one line').toBeLessThanOrEqual(2);
  expect(Math.abs(planFor.y - grouping.y), 'controls on one row').toBeLessThanOrEqual(2);
  expect(planForLabel.y + planForLabel.height).toBeLessThanOrEqual(grouping.y);
  expect(planFor.x).toBeLessThan(grouping.x);
}

test.describe('region page on a phone', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`shows the first fish of Kryta in the first screen at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(DAY);
      await page.goto('/region/Krytan');
      const first = fishOfKryta(page).first();
      await expect(first).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    });
  }

  test('folds the filters into a bar: the filters in force in one line, the panel on demand', async ({
    page,
  }) => {
    test.slow(); // axe over the region page on a busy machine
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(DAY);
    await page.goto('/region/Krytan');
    const toggle = filterToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filterPanel(page)).toBeHidden();
    const bar = toggle.locator('..');
    await expect(bar).toHaveText(/Filters\s*Auto: Day fish$/);
    const toggleBox = (await toggle.boundingBox())!;
    const summaryBox = (await bar.getByText('Auto: Day fish').boundingBox())!;
    expect(
      Math.abs(summaryBox.y + summaryBox.height / 2 - (toggleBox.y + toggleBox.height / 2)),
    ).toBeLessThan(4);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filterPanel(page)).toBeVisible();
    await filterPanel(page)
      .getByRole('button', { name: /^Night, / })
      .click();
    await expect(bar).toHaveText(/Filters\s*Night$/);
    await expectNoSeriousA11yViolations(page);

    await toggle.click();
    await expect(filterPanel(page)).toBeHidden();
    await expect(bar).toHaveText(/Filters\s*Night$/);
  });

  test('on a wide screen shows the panel beside the fish, without the bar', async ({ page }) => {
    test.slow(); // axe over the region page on a busy machine
    await page.clock.setFixedTime(DAY);
    await page.goto('/region/Krytan');
    await expect(filterToggle(page)).toBeHidden();
    await expect(filterPanel(page)).toBeVisible();
    const panel = (await filterPanel(page).boundingBox())!;
    const first = (await fishOfKryta(page).first().boundingBox())!;
    expect(panel.x).toBeGreaterThan(first.x);
    expect(panel.y).toBeLessThan(first.y);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('planner on a phone', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`copy buttons and the grouping control fit at ${viewport.width} px`, async ({ page }) => {
      test.slow(); // the whole catalog loads
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(DAY);
      await page.goto(paths.planner.href());
      const copy = page.getByRole('button', { name: /^Copy in-game link of / });
      await expect(copy.first()).toBeVisible({ timeout: 40_000 });
      const labels = await copy.evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getClientRects().length > 0)
          .map((button) => {
            const label = button.querySelector('[data-part="label"]')!;
            return {
              scroll: label.scrollWidth,
              client: label.clientWidth,
              text: label.textContent,
            };
          }),
      );
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label.text).toBe('Copy in-game link');
        expect(label.scroll, 'label clipped').toBeLessThanOrEqual(label.client);
      }
      const grouping = page.getByRole('radiogroup', { name: 'Group what bites now by' });
      const box = (await grouping.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 16);
    });
  }
});

/** Every page of the route table (src/config/routes.ts), and an unknown address. */
const ROUTES = [
  ...prerenderedPaths({ regions: regionIndex, achievements: otherAchievementIndex }),
  '/no/such/page',
];

test.describe('no sideways scrolling at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // A few pages a test, in one tab, each a first visit (e2e/every-page.spec.ts says why).
  const PAGES_PER_TEST = 8;
  for (let first = 0; first < ROUTES.length; first += PAGES_PER_TEST) {
    const some = ROUTES.slice(first, first + PAGES_PER_TEST);
    test(`${some[0]} to ${some.at(-1)}`, async ({ page }) => {
      test.setTimeout(some.length * 15_000);
      await emptyStorageOnEachLoad(page);
      await page.clock.setFixedTime(DAY);
      for (const route of some) {
        await test.step(route, async () => {
          await page.goto(route);
          // Whatever loads after the app starts (the planner's catalog, account data) has come.
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, route).toBeLessThanOrEqual(360);
        });
      }
    });
  }
});

test.describe('screenshots (attached to the report)', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`region page and planner at ${viewport.width}×${viewport.height}`, async ({
      page,
    }, testInfo) => {
      test.slow(); // the planner loads the whole catalog
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(DAY);
      const size = `${viewport.width}x${viewport.height}`;
      await page.goto('/region/Krytan');
      await expect(fishOfKryta(page).first()).toBeVisible();
      await testInfo.attach(`region-Krytan-${size}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      await page.goto(paths.planner.href());
      await expect(page.getByRole('region', { name: /^Catchable now/ })).toBeVisible({
        timeout: 40_000,
      });
      await testInfo.attach(`planner-${size}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      if (viewport.width === 1280) await expectPlannerControlsInOneRow(page);
      await page
        .getByRole('button', { name: /^Copy in-game link of / })
        .first()
        .scrollIntoViewIfNeeded();
      await testInfo.attach(`planner-copy-links-${size}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    });
  }
});
