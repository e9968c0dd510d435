import type { Page } from '@playwright/test';
import { TEST_API_KEY } from '../src/testing/gw2-fixtures';
import { expect, navigate, seedStorage, test } from './fixtures';

// Issue 40 item 1 (G1): switching language keeps what the tab holds, with persistence on or off.

/** A switch renders the whole page anew in the other language: allow for a busy machine. */
const slow = { timeout: 15_000 };

/** A fish marked by hand, Kryta pinned and a key added (selected), all in this tab. */
async function holdPinMarkAndKey(page: Page) {
  await page.goto('/region/Krytan');
  await page
    .getByRole('button', { name: /, not caught$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Pin Kryta' }).click();
  await navigate(page, 'Settings');
  const form = page.getByRole('form', { name: 'Add an API key' });
  await form.getByLabel(/^API key/).fill(TEST_API_KEY);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('button', { name: /^My Fishing Key, selected/ })).toBeVisible();
}

/** The header's switcher: open it and choose `name`. */
async function switchInHeader(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('top-nav').locator('summary').click();
  await page.getByTestId('top-nav').getByRole('link', { name }).click();
}

const switchInFooter = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name }).click();

const pinnedKryta = (page: Page) =>
  page.locator('nav').filter({ has: page.getByRole('link', { name: 'Kryta', exact: true }) });

/** The pin, the key and (with the key unselected) the hand-marked fish, in English. */
async function expectPinMarkAndKeyInEnglish(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Pinned pages' })).toContainText('Kryta');
  await navigate(page, 'Settings');
  await page.getByRole('button', { name: /^My Fishing Key, selected/ }).click();
  await expect(page.getByTestId('account-status')).toContainText('No API key selected');
  await navigate(page, 'Launch');
  await expect(page.getByTestId('region-card-Krytan').first()).toContainText(
    '1 / 21 fish caught',
    slow,
  );
}

for (const persist of [false, true]) {
  test.describe(`switching language, persistence ${persist ? 'on' : 'off'}`, () => {
    test.setTimeout(90_000);

    test.beforeEach(async ({ page }) => {
      // Persistence on, from a previous visit (the first load only).
      if (persist) await seedStorage(page, {});
    });

    test('to German in the header and back in the footer keeps pins, marks and keys (G1)', async ({
      page,
      gw2Api,
    }) => {
      await holdPinMarkAndKey(page);

      await switchInHeader(page, 'Deutsch');
      await expect(page).toHaveURL(/\/de\/settings\/general$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { name: 'API-Schlüssel' })).toBeVisible(slow);
      await expect(page.getByRole('button', { name: /^My Fishing Key, ausgewählt/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Angeheftete Seiten' })).toContainText(
        'Kryta',
      );
      if (persist) {
        await page.reload();
        await expect(page.locator('html[data-app-ready]')).toBeAttached();
        await expect(
          page.getByRole('button', { name: /^My Fishing Key, ausgewählt/ }),
        ).toBeVisible();
      }

      await switchInFooter(page, 'English');
      await expect(page).toHaveURL(/\/settings\/general$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible(slow);
      await expect(pinnedKryta(page)).toHaveCount(1);
      if (persist) {
        await page.reload();
        await expect(page.locator('html[data-app-ready]')).toBeAttached();
      }
      if (!persist) {
        // The key was checked once, when added: a switch keeps it as it was, checked.
        const checks = gw2Api.requests.filter((url) => url.pathname === '/v2/tokeninfo');
        expect(checks).toHaveLength(1);
      }
      await expectPinMarkAndKeyInEnglish(page);
    });
  });
}

test('the browser’s back and forward buttons cross languages in place', async ({ page }) => {
  await page.goto('/region/Krytan');
  await page.getByRole('button', { name: 'Pin Kryta' }).click();
  await switchInFooter(page, 'Français');
  await expect(page).toHaveURL(/\/fr\/region\/Krytan$/);
  await expect(page.getByRole('button', { name: 'Désépingler Kryta' })).toBeVisible(slow);

  await page.goBack();
  await expect(page).toHaveURL(/\/region\/Krytan$/);
  await expect(page.getByRole('button', { name: 'Unpin Kryta' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Désépingler Kryta' })).toBeVisible(slow);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('a language link opened in a new tab', () => {
  test('warns first while the tab holds unsaved data, then opens on request', async ({
    page,
    context,
  }) => {
    await page.goto('/region/Krytan');
    await page.getByRole('button', { name: 'Pin Kryta' }).click();
    const german = page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' });

    await german.click({ modifiers: ['Control'] });
    const warning = page.getByRole('alert').filter({ hasText: 'Open in a new tab?' });
    await expect(warning).toContainText('a page opened in a new tab starts without them');
    expect(context.pages()).toHaveLength(1);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);

    await german.click({ button: 'middle' });
    await expect(warning).toBeVisible();
    const opened = context.waitForEvent('page');
    await warning.getByRole('button', { name: 'Open anyway' }).click();
    expect((await opened).url()).toMatch(/\/de\/region\/Krytan$/);
    await expect(warning).toHaveCount(0);
    // This tab is as it was.
    await expect(page).toHaveURL(/\/region\/Krytan$/);
    await expect(page.getByRole('button', { name: 'Unpin Kryta' })).toBeVisible();
  });

  test('opens at once when nothing is unsaved', async ({ page, context }) => {
    await page.goto('/region/Krytan');
    const opened = context.waitForEvent('page');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Español' })
      .click({ modifiers: ['Control'] });
    expect((await opened).url()).toMatch(/\/es\/region\/Krytan$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Open in a new tab?' })).toHaveCount(0);
  });
});
