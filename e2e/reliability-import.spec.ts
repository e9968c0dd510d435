import type { Page } from '@playwright/test';
import { TEST_API_KEY } from '../src/testing/gw2-fixtures';
import { expect, storedState, test } from './fixtures';

/** Issue 19, item 4: an import shows what it would change, merges by default, and keeps good items. */

const pin = (name: string, endpoint: string) => ({ name, endpoint, isPinned: true });
const exportFile = (slices: Record<string, unknown>) =>
  JSON.stringify({
    app: 'tyria-fishing-companion',
    format: 1,
    exportedAt: '2026-11-23T00:00:00.000Z',
    slices: Object.fromEntries(
      Object.entries(slices).map(([name, state]) => [name, { version: 1, state }]),
    ),
  });

async function chooseFile(page: Page, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import data from a file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'export.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

const pinNames = (page: Page) =>
  page.getByRole('navigation', { name: 'Pinned pages' }).getByRole('link');

async function pinKrytaThenOpenSettings(page: Page) {
  await page.goto('/region/Krytan');
  await page.getByRole('button', { name: 'Pin Kryta' }).click();
  // In-app navigation keeps the pin in memory; retried while the page settles (it writes its
  // filters into the address after a click).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/settings/, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Import data from a file' })).toBeVisible();
}

test.describe('import', () => {
  test('shows what the file holds, keeps its good items, reports the bad one, merges', async ({
    page,
  }) => {
    await pinKrytaThenOpenSettings(page);
    await chooseFile(
      page,
      exportFile({
        pins: { pins: [pin('Orr', '/region/Orrian'), pin('Phish', '/\\evil.example/x')] },
      }),
    );
    const preview = page.getByRole('region', { name: 'What the file holds' });
    await expect(preview).toContainText('pinned pages: 1 in the file, 1 now');
    await expect(preview).toContainText('Phish');
    await expect(preview.getByRole('radio', { name: /^Merge/ })).toBeChecked();
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('status')).toContainText('Imported: pinned pages');
    await expect(pinNames(page)).toHaveText(['Kryta', 'Orr']);
  });

  test('replace swaps the group for the file; cancel changes nothing', async ({ page }) => {
    await pinKrytaThenOpenSettings(page);
    const file = exportFile({ pins: { pins: [pin('Orr', '/region/Orrian')] } });
    await chooseFile(page, file);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(pinNames(page)).toHaveText(['Kryta']);
    await chooseFile(page, file);
    await page.getByRole('radio', { name: /^Replace/ }).check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(pinNames(page)).toHaveText(['Orr']);
  });

  test('caps the number of items with a clear message', async ({ page }) => {
    await page.goto('/settings/general');
    const many = Array.from({ length: 10_000 }, (_, i) =>
      pin(`Kryta ${i}`, `/region/Krytan?n=${i}`),
    );
    await chooseFile(page, exportFile({ pins: { pins: many } }));
    const preview = page.getByRole('region', { name: 'What the file holds' });
    await expect(preview).toContainText('holds 10000 pinned pages; only the first 200 are read');
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(pinNames(page)).toHaveCount(1);
  });

  test('a merge past the limit says what it leaves out, and the next visit keeps all of it', async ({
    page,
  }) => {
    const pins = (prefix: string) =>
      Array.from({ length: 150 }, (_, i) => pin(`${prefix} ${i}`, `/region/${prefix}${i}`));
    await page.addInitScript((mine) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const write = (name: string, state: unknown) =>
        localStorage.setItem(
          `tyria-fishing-companion:${name}`,
          JSON.stringify({ state, version: 1 }),
        );
      write('user-data', { persist: true });
      write('pins', { pins: mine });
    }, pins('Mine'));
    await page.goto('/settings/general');
    await chooseFile(page, exportFile({ pins: { pins: pins('File') } }));
    const preview = page.getByRole('region', { name: 'What the file holds' });
    await expect(preview).toContainText(
      'Merging gives 300 pinned pages, more than the limit of 200. Yours come first, so the last ' +
        '100 are left out: "File 50", "File 51"',
    );
    await preview.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('status')).toContainText('100 left out: the limit is 200');
    const stored = async () => (await storedState<{ pins: unknown[] }>(page, 'pins'))?.pins.length;
    await expect.poll(stored).toBe(200);
    await page.reload();
    await expect(pinNames(page)).toHaveCount(200);
    await expect(page.getByText(/You had \d+ saved pinned pages/)).toHaveCount(0);
    expect(await stored()).toBe(200);
  });

  test('refuses a file that is too large with a clear message', async ({ page }) => {
    await page.goto('/settings/general');
    await chooseFile(page, exportFile({ pins: { pins: [] }, padding: 'x'.repeat(2_000_000) }));
    await expect(page.getByRole('alert')).toContainText('larger than 1 MB');
  });

  test('keys named __proto__ or constructor are imported; a badly formatted key is reported', async ({
    page,
  }) => {
    await page.goto('/settings/general');
    const entry = (name: string, key = TEST_API_KEY) => ({ name, key, invalid: false });
    await chooseFile(
      page,
      `{"app":"tyria-fishing-companion","format":1,"exportedAt":"","slices":{"api-keys":{"version":1,"state":{"keys":{` +
        `"__proto__":${JSON.stringify(entry('__proto__'))},` +
        `"constructor":${JSON.stringify(entry('constructor', `A${TEST_API_KEY.slice(1)}`))},` +
        `"Typo":${JSON.stringify(entry('Typo', 'not-a-key'))}}}}}}`,
    );
    const preview = page.getByRole('region', { name: 'What the file holds' });
    await expect(preview).toContainText('API keys: 2 in the file');
    await expect(preview).toContainText('"Typo": it is not a GW2 API key.');
    await preview.getByRole('button', { name: 'Import' }).click();
    const keys = page.getByRole('list', { name: 'Your API keys' });
    await expect(keys.getByRole('button', { name: /^__proto__\. Select/ })).toBeVisible();
    await expect(keys.getByRole('button', { name: /^constructor\. Select/ })).toBeVisible();
  });
});
