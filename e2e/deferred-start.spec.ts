import type { Page } from '@playwright/test';
import { TEST_API_KEY } from '../src/testing/gw2-fixtures';
import { expect, seedStorage, storedState, test } from './fixtures';

// Issue 56: what no first screen needs loads once the page is live and the browser idle
// (docs/start-up.md "What loads when"). Nothing a player does before it has loaded is lost.

/** Holds back every script file matching `pattern` until `release()` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.fallback();
  });
  return { release, held };
}

test('a pin and a mark made before the stores’ checks load are kept after a reload (persistence on)', async ({
  page,
}) => {
  // Only the persistence switch is stored: every other slice's checks load once live and idle.
  await seedStorage(page, {});
  const checks = await holdBack(page, /\/assets\/(pins|marks)-checks-[^/]+\.js$/);
  await page.goto('/region/Krytan');
  await page.getByRole('button', { name: 'Pin Kryta' }).click();
  const fish = page.getByRole('button', { name: /, not caught$/ }).first();
  const name = (await fish.getAttribute('aria-label'))!.replace(/, not caught$/, '');
  await fish.click();
  await expect(page.getByRole('button', { name: 'Unpin Kryta' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${name}, caught` })).toBeVisible();
  // The saves wait for the checks, which were asked for and are still held.
  await expect.poll(() => checks.held.length).toBeGreaterThan(0);
  expect(await storedState(page, 'pins')).toBeUndefined();

  checks.release();
  await expect
    .poll(async () => (await storedState<{ pins: unknown[] }>(page, 'pins'))?.pins.length)
    .toBe(1);
  await expect
    .poll(async () => (await storedState<{ acquired: unknown[] }>(page, 'marks'))?.acquired.length)
    .toBe(1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unpin Kryta' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${name}, caught` })).toBeVisible();
});

test('a key added before the start-up tasks load is checked, once', async ({ page, gw2Api }) => {
  const tasks = await holdBack(page, /\/assets\/startup-tasks-[^/]+\.js$/);
  await page.goto('/settings/general');
  const form = page.getByRole('form', { name: 'Add an API key' });
  await form.getByLabel(/^API key/).fill(TEST_API_KEY);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: /^My Fishing Key, selected/ })).toBeVisible();
  await expect(page.getByTestId('account-status')).toContainText(
    'Showing the progress of "My Fishing Key"',
  );
  // The tasks were due (live and idle) and are still held; once they run, the key added since
  // the start is not asked about again: its own selection checked it.
  await expect.poll(() => tasks.held.length).toBeGreaterThan(0);
  const loaded = page.waitForResponse(/\/assets\/startup-tasks-[^/]+\.js$/);
  tasks.release();
  await loaded;
  // Its effects run in the render after the chunk: give them a moment to ask, if they would.
  await page.waitForTimeout(1000);
  const checked = gw2Api.requests.filter((url) => url.pathname === '/v2/tokeninfo');
  expect(checked).toHaveLength(1);
  await expect(page.getByRole('button', { name: /^My Fishing Key, selected/ })).toBeVisible();
});

test('an alert due while the notification layer loads still shows', async ({ page }) => {
  // Every time of day in Tyria: one of its cards is due whenever the page opens.
  await seedStorage(page, {
    'notification-settings': {
      enabled: true,
      displayMode: 'RIGHT',
      autoDismiss: true,
      autoDismissSeconds: 8,
    },
    'time-notifications': {
      notifications: [
        {
          id: 'tn-always',
          timesOfDay: ['DAY', 'NIGHT', 'TWILIGHT'],
          inCantha: false,
          regions: ['Krytan'],
          autoDismiss: false,
        },
      ],
    },
  });
  // When the page went live, and when it asked for the layer, on the test's clock.
  const times: { live?: number; asked?: number } = {};
  await page.exposeFunction('markLive', () => (times.live ??= Date.now()));
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-app-ready')) return;
      observer.disconnect();
      void (window as Window & { markLive?: () => Promise<void> }).markLive?.();
    });
    observer.observe(document, { subtree: true, attributeFilter: ['data-app-ready'] });
  });
  const layerFile = /\/assets\/notification-layer-[^/]+\.js$/;
  page.on('request', (request) => {
    if (layerFile.test(request.url())) times.asked ??= Date.now();
  });
  const layer = await holdBack(page, layerFile);
  await page.goto('/help');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  // Asked for once the page is live (and idle), and held: the alert is due meanwhile.
  await expect.poll(() => layer.held.length).toBeGreaterThan(0);
  expect(times.live).toBeDefined();
  expect(times.asked).toBeGreaterThanOrEqual(times.live!);
  await page.waitForTimeout(1000);
  const area = page.getByRole('region', { name: 'Notifications' });
  await expect(area).toHaveCount(0);
  layer.release();
  const card = area.getByRole('article');
  await expect(card).toContainText('Kryta');
});
