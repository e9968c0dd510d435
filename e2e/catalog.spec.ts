import { readFileSync } from 'node:fs';
import { consoleText, expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

const otherAchievements = (
  JSON.parse(readFileSync('public/assets/GlobalConfig.json', 'utf8')) as {
    OtherAchievements: string[];
  }
).OtherAchievements;

test.describe('catalog assets', () => {
  test('the Region page lists its fish from the versioned assets, even with the GW2 API down', async ({
    page,
    gw2Api,
  }) => {
    const assetRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.json')) assetRequests.push(url.pathname + url.search);
    });
    test.slow(); // axe over the full Region page takes ~10 s on a busy 2-core machine
    for (const path of ['/v2/items', '/v2/achievements']) {
      gw2Api.set(path, (route) => route.fulfill({ status: 503, json: { text: 'down' } }));
    }
    // Auto filter off: every fish of the region is shown, whatever the time.
    await openInApp(page, '/region/Krytan?auto=off');
    const grid = page.getByRole('group', { name: 'Fish of Kryta' });
    await expect(grid.getByRole('button', { name: /, (not )?caught$/ })).toHaveCount(21);
    await expect(grid.getByRole('button', { name: 'Krytan Crawfish, not caught' })).toBeVisible();
    expect(assetRequests).toEqual(
      expect.arrayContaining([
        '/assets/Regions/Krytan/Krytan.ItemExtensions.json?version=1.4.0',
        '/assets/Regions/Krytan/Krytan.Region.json?version=1.4.0',
      ]),
    );
    expect(assetRequests.every((request) => request.endsWith('?version=1.4.0'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('a missing asset shows an error naming the file', async ({ page }) => {
    // The static server answers unknown files with the app's page (single-page fallback).
    await page.route('**/assets/Regions/Orrian/Orrian.Region.json*', (route) =>
      route.continue({
        url: new URL('/assets/Regions/Nowhere/Nowhere.json', route.request().url()).href,
      }),
    );
    await openInApp(page, '/region/Orrian');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("This region's data could not be loaded");
    await expect(alert).toContainText(
      'A catalog file this page needs is missing from this version of the site.',
    );
    await expect(alert).not.toContainText('assets/Regions');
    await expect(page.getByRole('heading', { level: 1, name: 'Ruins of Orr' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a malformed asset says so in a sentence, the file named in the console', async ({
    page,
  }) => {
    const logged = consoleText(page);
    await page.route('**/assets/Regions/Desert/Desert.ItemExtensions.json*', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"95584": ' }),
    );
    await openInApp(page, '/region/Desert');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('A catalog file this page needs could not be read.');
    await expect(alert).not.toContainText('Desert.ItemExtensions.json');
    await expect.poll(logged).toContain('Desert.ItemExtensions.json: it is not valid JSON.');
  });

  test('every achievement page names its items with the GW2 API unreachable', async ({
    page,
    context,
  }) => {
    test.slow(); // twelve pages
    await context.route('https://api.guildwars2.com/**', (route) =>
      route.abort('internetdisconnected'),
    );
    for (const key of otherAchievements) {
      await page.goto(`/achievement/${key}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const items = page.locator('section[aria-labelledby="achievement-items-heading"]');
      if ((await items.count()) === 0) continue; // meta achievements list collections, not items
      await expect(items.getByText(/^(Item \d+|Loading…)$/)).toHaveCount(0);
      const heading = await items.getByRole('heading').textContent();
      const count = Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
      expect(count, key).toBeGreaterThan(0);
      await expect(items.locator('[data-item-card]'), key).toHaveCount(count);
    }
  });
});
