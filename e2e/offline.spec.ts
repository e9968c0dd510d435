import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startPwaServer } from './pwa-server';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has precached the site and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * How long a published worker may take to install: it precaches the whole site (~1.8 MB, 325
 * files) first, which took over 5 s once in a full run on a busy machine.
 */
const NEW_WORKER_INSTALLED = 20_000;

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

test.describe('Installable, offline-first', () => {
  test('works with the network off after a first visit', async ({ page, context }) => {
    const server = await startPwaServer();
    try {
      await page.goto(`${server.url}/`);
      await waitForServiceWorker(page);
      const urls = await cachedUrls(page);
      expect(urls.some((url) => url.includes('/assets/Regions/Krytan/'))).toBe(true);
      // GW2 API answers (the dailies asked it during this visit) never reach a cache.
      expect(urls.filter((url) => url.includes('guildwars2.com'))).toEqual([]);
    } finally {
      await server.stop();
    }
    await context.setOffline(true);

    // In-app navigation loads the route's chunk and data from the cache.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Launch' })
      .click();
    await page.getByRole('link', { name: /^Kryta/ }).click();
    await expect(page.getByRole('heading', { name: 'Kryta', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Fish of Kryta' })).toContainText('Queenfish');

    // A reload, and a direct visit to another page, are answered by the service worker.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Fish of Kryta' })).toContainText('Queenfish');
    await page.goto(`${server.url}/help/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  const pagesOf = (urls: string[], language: 'en' | 'de' | 'fr' | 'es') =>
    urls.filter((url) => {
      const path = new URL(url).pathname;
      const prefix = /^\/(de|fr|es)\//.exec(path)?.[1] ?? 'en';
      return path.endsWith('/index.html') && prefix === language;
    });

  test("stores its visitor's language's pages only, keeps another's once visited, and serves the rest from its shell", async ({
    page,
    context,
  }) => {
    const server = await startPwaServer();
    try {
      await page.goto(`${server.url}/`);
      await waitForServiceWorker(page);
      const stored = await cachedUrls(page);
      expect(stored.some((url) => url.endsWith('/region/Krytan/index.html'))).toBe(true);
      expect(pagesOf(stored, 'en').length).toBeGreaterThan(40);
      for (const language of ['de', 'fr', 'es'] as const)
        expect(pagesOf(stored, language)).toEqual([]);
      await page.goto(`${server.url}/de/region/Krytan`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    } finally {
      await server.stop();
    }
    await context.setOffline(true);
    // The visited German page: its own prerendered HTML, kept.
    await page.reload();
    // Queenfish by the game's German name, bundled (issue 60 item 2).
    await expect(page.getByRole('group', { name: 'Fische in Kryta' })).toContainText(
      'Königinnen-Umber',
    );
    await expect(page.locator('#prerender-state')).toHaveCount(1);
    // A German page never visited: rendered from the German shell, in German.
    await page.goto(`${server.url}/de/help/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a first visit in German stores the German pages, not the English ones, and works offline', async ({
    page,
    context,
  }) => {
    const server = await startPwaServer();
    try {
      await page.goto(`${server.url}/de`);
      await waitForServiceWorker(page);
      const stored = await cachedUrls(page);
      expect(pagesOf(stored, 'de').length).toBeGreaterThan(40);
      expect(pagesOf(stored, 'en')).toEqual([]);
    } finally {
      await server.stop();
    }
    await context.setOffline(true);
    await page.goto(`${server.url}/de/region/Krytan`);
    // Queenfish by the game's German name, bundled (issue 60 item 2).
    await expect(page.getByRole('group', { name: 'Fische in Kryta' })).toContainText(
      'Königinnen-Umber',
    );
    await expect(page.locator('#prerender-state')).toHaveCount(1);
  });

  test('offers a reload when a new version waits, and the reload installs it', async ({ page }) => {
    const server = await startPwaServer();
    try {
      await page.goto(`${server.url}/launch/regions`);
      await waitForServiceWorker(page);
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(prompt).toHaveCount(0);

      server.publishNewWorker('2');
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await expect(prompt).toBeVisible({ timeout: NEW_WORKER_INSTALLED });
      const waitingWorker = () =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
        );
      expect(await waitingWorker()).toBe(true);

      await prompt.getByRole('button', { name: 'Reload' }).focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect(prompt).toHaveCount(0);
      expect(await waitingWorker()).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(page.getByRole('link', { name: /^Kryta/ })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test('with a pin only in this tab, the update prompt says so and can remember it first', async ({
    page,
  }) => {
    const server = await startPwaServer();
    try {
      await page.goto(`${server.url}/region/Krytan`);
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'Pin Kryta' }).click();

      server.publishNewWorker('2');
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(prompt).toContainText('Your pinned pages are kept only in this tab', {
        timeout: NEW_WORKER_INSTALLED,
      });
      await expect(prompt.getByRole('button', { name: 'Reload', exact: true })).toHaveCount(0);
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Remember them and reload' }).click(),
      ]);
      await expect(page.getByRole('button', { name: 'Unpin Kryta' })).toBeVisible();
      await expect(prompt).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });

  test('serves the worker and the manifest so browsers can install the app', async ({
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await request.get('/manifest.webmanifest');
    const body = (await manifest.json()) as { icons: { sizes: string }[]; start_url: string };
    expect(body.start_url).toBe('/');
    expect(body.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
