import type { Page } from '@playwright/test';
import { expect, test, isHydrationProblem } from './fixtures';

// A prerendered page's state names the asset files it was rendered with; they are preloaded with
// its code after the first paint and the app seeds its query cache from them before hydrating
// (docs/start-up.md "The page's state").

/** The addresses of the asset files preloaded so far. */
const preloadedAssets = (page: Page) =>
  page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

const ASSET_FILE = /\/assets\/.+\.json\?version=/;

for (const [address, files] of [
  ['/region/Krytan', 3],
  ['/launch/regions', 17],
  ['/launch/planner', 45],
] as const) {
  test(`${address} asks for each asset file it was rendered with once, in parallel with its code`, async ({
    page,
  }) => {
    test.slow(); // the planner hydrates the whole catalog
    const requested: string[] = [];
    page.on('request', (request) => {
      if (ASSET_FILE.test(request.url())) requested.push(request.url());
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      // A preload the fetch cannot reuse is reported so (the page would ask twice); one used late
      // (a busy machine) is only a note of the browser's.
      if (isHydrationProblem(message.text(), /is not used because/i)) problems.push(message.text());
    });
    await page.goto(address);
    // Linked after the first paint, a few per task (public/start-after-paint.js).
    await expect.poll(() => preloadedAssets(page)).toHaveLength(files);
    const preloaded = await preloadedAssets(page);
    expect([...requested].sort()).toEqual([...preloaded].sort());
    // The browser's own record: one load a file, the preload's (a second, the app's fetch, would
    // be listed with the initiator `fetch`).
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('.json?version='))
        .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${entry.name}`),
    );
    expect(loads.sort()).toEqual(preloaded.map((href) => `link ${href}`).sort());
    const state = await page.locator('#prerender-state').textContent();
    expect(state?.length).toBeLessThan(3000);
    expect(problems).toEqual([]);
  });
}

test('a page whose asset file cannot be loaded renders from scratch and shows its error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isHydrationProblem(message.text())) problems.push(message.text());
  });
  await page.route(/Krytan\.ItemExtensions\.json/, (route) => route.abort());
  await page.goto('/region/Krytan');
  await expect(
    page.getByRole('alert').filter({ hasText: "This region's data could not be loaded" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Kryta' })).toBeVisible();
  expect(problems).toEqual([]);
});
