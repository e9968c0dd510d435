import type { Page } from '@playwright/test';
import { expect, seedStorage, storedState, test } from './fixtures';

const PREFIX = 'tyria-fishing-companion:';

const appEntries = (page: Page) =>
  page.evaluate(
    (prefix) =>
      Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith(prefix))),
    PREFIX,
  );

async function pinKryta(page: Page) {
  await page.goto('/region/Krytan');
  await page.getByRole('button', { name: 'Pin Kryta' }).click();
}

async function enableNotifications(page: Page) {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('switch', { name: 'Enable notifications' }).check();
}

async function switchPersistence(page: Page, on: boolean) {
  await page.getByRole('tab', { name: 'General' }).click();
  const toggle = page.getByRole('switch', { name: 'Remember my settings in this browser' });
  if (on) await toggle.check();
  else await toggle.uncheck();
}

test.describe('persistence', () => {
  test('nothing is stored until the player opts in', async ({ page }) => {
    await pinKryta(page);
    await enableNotifications(page);
    expect(await appEntries(page)).toEqual({});
  });

  test('with persistence on, a reload restores pins, settings and the switch', async ({ page }) => {
    await pinKryta(page);
    await enableNotifications(page);
    await switchPersistence(page, true);
    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Remember my settings in this browser' }),
    ).toBeChecked();
    await expect(
      page.getByRole('navigation', { name: 'Pinned pages' }).getByRole('link'),
    ).toHaveText(['Kryta']);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  });

  test('turning persistence off removes every stored entry', async ({ page }) => {
    await pinKryta(page);
    await enableNotifications(page);
    await switchPersistence(page, true);
    expect(Object.keys(await appEntries(page)).length).toBeGreaterThanOrEqual(3);
    await switchPersistence(page, false);
    expect(await appEntries(page)).toEqual({});
    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Remember my settings in this browser' }),
    ).not.toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Pinned pages' })).toHaveCount(0);
  });

  const corrupt: [string, string][] = [
    ['garbage', '%%% not json'],
    ['wrong types', JSON.stringify({ state: { pins: 'Kryta' }, version: 1 })],
    ['an old version', JSON.stringify({ state: ['/region/Krytan'], version: 0 })],
  ];
  for (const [name, raw] of corrupt) {
    test(`a corrupt entry (${name}) is dropped with a notice while the rest loads`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([prefix, pins]) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(
            `${prefix}user-data`,
            JSON.stringify({ state: { persist: true }, version: 1 }),
          );
          localStorage.setItem(`${prefix}pins`, pins);
          localStorage.setItem(
            `${prefix}notification-settings`,
            JSON.stringify({
              state: {
                enabled: true,
                displayMode: 'LEFT',
                autoDismiss: false,
                autoDismissSeconds: 5,
              },
              version: 1,
            }),
          );
        },
        [PREFIX, raw] as const,
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Saved data for pinned pages could not be read')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      expect(Object.keys(await appEntries(page))).not.toContain(`${PREFIX}pins`);
    });
  }

  test('storage that throws on write leaves the app working, with a notice', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/settings/general');
    await page.getByRole('switch', { name: 'Remember my settings in this browser' }).check();
    await expect(page.getByText('Your browser storage is full')).toBeVisible();
    await pinKryta(page);
    await expect(page.getByRole('button', { name: 'Unpin Kryta' })).toBeVisible();
  });

  // A page creates only the stores it uses (docs/storage.md "Each store when first used"): the
  // help page has no marks, and takes the other tab's once it opens a region page.
  test('a fish marked in another tab shows on a page that had not loaded the marks', async ({
    context,
    page,
  }) => {
    await seedStorage(page, {});
    await page.goto('/help');
    const other = await context.newPage();
    await other.goto('/region/Krytan');
    const fish = other.getByRole('button', { name: /, not caught$/ }).first();
    const name = (await fish.getAttribute('aria-label'))!.replace(/, not caught$/, '');
    await fish.click();
    await expect
      .poll(async () => (await storedState<{ acquired: unknown[] }>(other, 'marks'))?.acquired)
      .toHaveLength(1);
    await page.evaluate(() => {
      history.pushState(null, '', '/region/Krytan');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // A client-side navigation: the region page's code and assets load now.
    await expect(page.getByRole('heading', { name: 'Kryta', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: `${name}, caught` })).toBeVisible();
  });
});
