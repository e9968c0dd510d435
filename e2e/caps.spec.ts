import type { Page } from '@playwright/test';
import { expect, seedStorage, storedState, test } from './fixtures';

/** Issue 40, item 2: a cap holds when the player adds, not only when data is read or merged. */

const MAX_PINS = 200;
const pins = Array.from({ length: MAX_PINS }, (_, i) => ({
  name: `Saved ${i}`,
  endpoint: `/region/Saved${i}`,
  isPinned: true,
}));

const storedPins = async (page: Page) =>
  (await storedState<{ pins: unknown[] }>(page, 'pins'))?.pins;

test.describe('caps', () => {
  test('"Pin" past the 200 pins says the cap is reached, and a reload keeps the same 200 (G2)', async ({
    page,
  }) => {
    await seedStorage(page, { pins: { pins } });
    await page.goto('/region/Krytan');

    await page.getByRole('button', { name: 'Pin Kryta' }).click();
    await expect(page.getByRole('status', { name: 'About your saved data' })).toContainText(
      'You have 200 pinned pages, the most the app keeps, so this page was not pinned.',
    );
    await expect(page.getByRole('button', { name: 'Pin Kryta' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await storedPins(page)).toEqual(pins);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Unpin Saved 199' })).toBeVisible();
    await expect(page.getByText(/You had \d+ saved pinned pages/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pin Kryta' })).toBeVisible();
    expect(await storedPins(page)).toEqual(pins);
  });
});
