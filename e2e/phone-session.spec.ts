import type { Page } from '@playwright/test';
import { expect, PAGE_LANGUAGES, test } from './fixtures';

// Issue 60 item 3, on a 390×844 phone in the four languages, one page load each.
// 22:03:11 UTC: night on both clocks, dawn in 21 m 49 s (Tyria) and 31 m 49 s (Cantha): the
// issue's "Morgendämmerung in 21 Min. 49 Sek.", which wrapped in German and French.
const NIGHT = new Date('2026-11-22T22:03:11Z');
// 00:31 UTC: day in Tyria for 69 minutes more: the longest countdown ("1 Std. 09 Min.").
const LONG_DAY = new Date('2026-11-23T00:31:00Z');

/**
 * Each shell clock line's height in lines of its text: the clock's row over its phase word's
 * height (the Tyrian time's row holds no clock).
 */
const clockLines = (page: Page) =>
  page.locator('[aria-label] > [data-clock]').evaluateAll((rows) =>
    rows.map((row) => {
      const word = row.querySelector('[data-paint="word0"]')!.getBoundingClientRect().height;
      return Math.round(row.getBoundingClientRect().height / word);
    }),
  );

for (const [language, prefix] of PAGE_LANGUAGES) {
  test(`in ${language} at 390×844: the first stop's waypoint and fish in the first screen, clock lines and launch tabs each one row`, async ({
    page,
  }) => {
    test.slow(); // the whole catalog loads
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: NIGHT });
    await page.goto(`${prefix}/launch/session`);
    const firstStop = page
      .locator('section[aria-labelledby="session-route"]')
      .getByRole('listitem')
      .first();
    await expect(firstStop).toBeVisible({ timeout: 40_000 });

    // The first screen, unscrolled: the stop's waypoint (its copy button and name) and its fish.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The waypoint's copy button is the stop's first button.
    await expect(firstStop.getByRole('button').first()).toBeInViewport({ ratio: 1 });
    const fish = firstStop.getByRole('list').last().getByRole('listitem');
    await expect(fish.first()).toBeInViewport({ ratio: 1 });

    // Every clock line one line high, in the night's long dawn countdown…
    const rows = await clockLines(page);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual([1, 1]);
    // …and in Tyria's longest day (an hour and more to dusk).
    await page.clock.setSystemTime(LONG_DAY);
    await page.clock.runFor(2000);
    await expect(page.locator('[data-clock="TYRIA"] [data-paint="word0"]')).not.toHaveText(
      /^(Night|Nacht|Nuit|Noche)$/,
    );
    expect(await clockLines(page)).toEqual([1, 1]);

    // The launch tabs in one row: one top for all, the selected one in view.
    const tabs = page.getByRole('tab');
    const tops = await tabs.evaluateAll((nodes) =>
      nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThanOrEqual(5);
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByRole('tab', { selected: true })).toBeInViewport({ ratio: 1 });
  });
}
