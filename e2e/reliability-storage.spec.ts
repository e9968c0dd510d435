import type { Page } from '@playwright/test';
import { TEST_API_KEY } from '../src/testing/gw2-fixtures';
import { downloadExport } from './export-file';
import { expect, test } from './fixtures';

/** Issue 19, item 5: stored data keeps what is valid and never loses what it cannot read. */

const PREFIX = 'tyria-fishing-companion:';
const SWITCH = 'Remember my settings in this browser';

/** Writes raw entries before the app starts (once per test, not on reloads). */
async function seedRaw(page: Page, entries: Record<string, string>) {
  await page.addInitScript(
    ({ prefix, entries }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [name, raw] of Object.entries(entries)) localStorage.setItem(prefix + name, raw);
    },
    { prefix: PREFIX, entries },
  );
}
const entry = (state: unknown, version = 1) => JSON.stringify({ state, version });
const stored = (page: Page, name: string) =>
  page.evaluate((key) => localStorage.getItem(key), PREFIX + name);

const goodNotification = {
  id: 'tn-1',
  timesOfDay: ['NIGHT'],
  inCantha: false,
  regions: ['Krytan'],
  autoDismiss: true,
};

test('one invalid item keeps the valid items of its group', async ({ page }) => {
  await seedRaw(page, {
    'user-data': entry({ persist: true }),
    pins: entry({
      pins: [
        { name: 'Kryta', endpoint: '/region/Krytan', isPinned: true },
        { name: 'Bad', endpoint: 42, isPinned: true },
      ],
    }),
    marks: entry({ acquired: [97_714, -1, 'x'], completion: { Krytan: 2, Orrian: -5 } }),
    'api-keys': entry({
      keys: {
        Main: { name: 'Main', key: TEST_API_KEY, invalid: false },
        Broken: { name: 'Broken', key: 7 },
      },
    }),
    'notification-settings': entry(
      {
        enabled: true,
        displayMode: 'SIDEWAYS',
        autoDismiss: true,
        autoDismissSeconds: 9,
        systemNotifications: false,
      },
      2,
    ),
    'time-notifications': entry({ notifications: [goodNotification, { id: '' }] }),
  });
  await page.goto('/settings/general');
  await expect(page.getByText('Some saved pinned pages could not be read')).toBeVisible();
  const { slices } = await downloadExport(page);
  expect(slices.pins?.state).toEqual({
    pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }],
  });
  expect(slices.marks?.state).toEqual({ acquired: [97_714], completion: { Krytan: 2 } });
  expect(slices['api-keys']?.state).toEqual({
    keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } },
  });
  expect(slices['notification-settings']?.state).toEqual({
    enabled: true,
    displayMode: 'RIGHT',
    autoDismiss: true,
    autoDismissSeconds: 9,
    systemNotifications: false,
    // Version 2 had no alert sound: migrated as off.
    alertSound: false,
  });
  expect(slices['time-notifications']?.state).toEqual({ notifications: [goodNotification] });
});

test('data written by a newer version is left untouched, even after changes', async ({ page }) => {
  const future = entry({ pins: [{ name: 'Kryta', endpoint: '/region/Krytan', v9: true }] }, 9);
  await seedRaw(page, { 'user-data': entry({ persist: true }), pins: future });
  await page.goto('/region/Orrian');
  await expect(page.getByText('written by a newer version of this app')).toBeVisible();
  await page.getByRole('button', { name: /^Pin / }).click();
  await page.reload();
  expect(await stored(page, 'pins')).toBe(future);
});

test('an unreadable switch entry beside saved data shows the switch on', async ({ page }) => {
  const keys = entry({ keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } } });
  await seedRaw(page, { 'user-data': '%%% not json', 'api-keys': keys });
  await page.goto('/settings/general');
  await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();
  expect(await stored(page, 'api-keys')).toBe(keys);
  await page.getByRole('switch', { name: SWITCH }).uncheck();
  expect(await stored(page, 'api-keys')).toBeNull();
});

test('5 000 stored time notifications are capped and the region page opens', async ({ page }) => {
  const many = Array.from({ length: 5000 }, (_, i) => ({ ...goodNotification, id: `tn-${i}` }));
  // Notifications on: the notification layer, which uses them, loads once the page is live and
  // creates their store (a page creates the stores it uses, docs/storage.md).
  const settings = {
    enabled: true,
    displayMode: 'RIGHT',
    autoDismiss: true,
    autoDismissSeconds: 8,
  };
  await seedRaw(page, {
    'user-data': entry({ persist: true }),
    'notification-settings': entry({ ...settings, systemNotifications: false }, 2),
    'time-notifications': entry({ notifications: many }),
  });
  await page.goto('/region/Krytan');
  await expect(page.getByRole('heading', { name: 'Kryta', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'You had 5000 saved time notifications: the first 200 were loaded and the other 4800 were left out',
    ),
    // Once the layer has loaded, live and idle, and read them.
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('could not be read')).toHaveCount(0);
});
