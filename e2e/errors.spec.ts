import { expect, test } from './fixtures';

const FAQ_CHUNK = /\/assets\/faq-[^/]+\.js$/;

test.describe('errors stay local', () => {
  test('a page whose code fails to load leaves the nav usable and offers a reload', async ({
    page,
  }) => {
    let blocked = true;
    // As after a redeploy: the page's chunk is gone from the server.
    await page.route(FAQ_CHUNK, (route) => (blocked ? route.abort() : route.fallback()));
    await page.goto('/help/faq');
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Launch' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible();
    await expect(alert).toHaveCount(0);

    await page.goto('/help/faq');
    await expect(alert).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Reload the app' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
  });
});

test('a stale tab’s reload warns first when the tab holds unsaved data (G7)', async ({ page }) => {
  await page.goto('/region/Krytan');
  await page.getByRole('button', { name: 'Pin Kryta' }).click();
  await page.route(FAQ_CHUNK, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toContainText('Your pinned pages are kept only in this tab');
  await expect(alert.getByRole('button', { name: 'Reload the app' })).toHaveCount(0);
  await expect(alert.getByRole('button', { name: 'Remember them and reload' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload anyway' })).toBeVisible();
});
