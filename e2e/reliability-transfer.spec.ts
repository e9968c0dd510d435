import type { Page } from '@playwright/test';
import { downloadExport } from './export-file';
import { expect, test, waitForAppOnLoad } from './fixtures';

/** Issue 19, item 3: export and import carry every persisted store, whatever page opened first. */

const PREFIX = 'tyria-fishing-companion:';

const saved = {
  pins: { pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }] },
  marks: { acquired: [97_714, 97_716], completion: { Krytan: 2 } },
  'time-notifications': {
    notifications: [
      {
        id: 'tn-1',
        timesOfDay: ['NIGHT'],
        inCantha: false,
        regions: ['Krytan'],
        autoDismiss: true,
      },
    ],
  },
};

async function seedStorage(page: Page, entries: Record<string, unknown>) {
  await page.addInitScript(
    ({ prefix, entries }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const write = (name: string, state: unknown) =>
        localStorage.setItem(`${prefix}${name}`, JSON.stringify({ state, version: 1 }));
      write('user-data', { persist: true });
      for (const [name, state] of Object.entries(entries)) write(name, state);
    },
    { prefix: PREFIX, entries },
  );
}

test.describe('export and import', () => {
  test('a download from /settings/general opened directly holds marks and time notifications', async ({
    page,
  }) => {
    await seedStorage(page, saved);
    await page.goto('/settings/general');
    const file = await downloadExport(page);
    expect(file.slices.marks?.state).toEqual(saved.marks);
    expect(file.slices['time-notifications']?.state).toEqual(saved['time-notifications']);
    expect(file.slices.pins?.state).toEqual(saved.pins);
  });

  test('marks and time notifications round-trip through a file into a fresh browser', async ({
    page,
    browser,
  }) => {
    await seedStorage(page, saved);
    await page.goto('/help');
    await page.getByRole('link', { name: 'Settings' }).first().click();
    const file = await downloadExport(page);

    const fresh = await browser.newContext();
    // As in the fixture's context: a prerendered page shows its buttons before its code runs.
    fresh.on('page', waitForAppOnLoad);
    const other = await fresh.newPage();
    await fresh.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await other.goto(page.url());
    await other.getByRole('button', { name: 'Import data from a file' }).waitFor();
    const chooser = other.waitForEvent('filechooser');
    await other.getByRole('button', { name: 'Import data from a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await other
      .getByRole('region', { name: 'What the file holds' })
      .getByRole('button', { name: 'Import' })
      .click();
    await expect(other.getByRole('status')).toContainText('fish marks');
    await expect(other.getByRole('status')).toContainText('time notifications');
    const again = await downloadExport(other);
    expect(again.slices.marks?.state).toEqual(saved.marks);
    expect(again.slices['time-notifications']?.state).toEqual(saved['time-notifications']);
    await fresh.close();
  });
});
