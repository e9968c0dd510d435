import { expect, openInApp, test } from './fixtures';

const REGION_CHUNK = /\/assets\/region-[^/]+\.js$/;
const REGION_ASSETS = /\/assets\/Regions\/Krytan\/Krytan\.(Region|ItemExtensions)\.json/;

// A page loaded directly is prerendered with its data (see prerender.spec.ts); the loaders work
// when the player moves to another page inside the app.
test('a region page asks for its fish while its code is still loading', async ({ page }) => {
  const assetRequests: string[] = [];
  let chunkReleasedAfter: string[] | undefined;
  page.on('request', (request) => {
    if (REGION_ASSETS.test(request.url())) assetRequests.push(new URL(request.url()).pathname);
  });
  // Hold the page's code back until both asset requests went out (or 5 s passed): only a route
  // loader can have started them, since no region component exists yet.
  await page.route(REGION_CHUNK, async (route) => {
    const until = Date.now() + 5000;
    while (assetRequests.length < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    chunkReleasedAfter = [...assetRequests];
    await route.fallback();
  });
  await openInApp(page, '/region/Krytan');
  await expect(page.getByRole('heading', { level: 1, name: 'Kryta' })).toBeVisible();
  expect(chunkReleasedAfter?.sort()).toEqual([
    '/assets/Regions/Krytan/Krytan.ItemExtensions.json',
    '/assets/Regions/Krytan/Krytan.Region.json',
  ]);
});
