import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Clicks "Download my data" on Settings → General and reads the downloaded file. */
export async function downloadExport(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  return JSON.parse(text) as { slices: Record<string, { state: unknown }> };
}
