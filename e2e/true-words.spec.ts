import { TEST_API_KEY, tokenInfoFixture } from '../src/testing/gw2-fixtures';
import { expect, test } from './fixtures';

/** What the help pages say is checked against what the app does. */
test.describe('words that are true', () => {
  test('the FAQ sends players to the details button for a fish’s bait, where it is', async ({
    page,
  }) => {
    await page.goto('/help/faq');
    await page.getByRole('button', { name: 'Where do I get bait?' }).click();
    const answer = page.getByText(/names the bait it wants/);
    await expect(answer).toContainText('details button');
    await expect(answer).not.toContainText(/hover/i);

    await page.goto('/region/Krytan');
    const fish = page.getByRole('button', { name: /^Krytan Crawfish, / });
    await fish.hover();
    // The tooltip on hover tells when it bites, not its bait…
    await expect(page.getByRole('tooltip')).toContainText('Krytan Crawfish');
    await expect(page.getByRole('tooltip')).not.toContainText('Bait');
    // …the details button does.
    await page.getByRole('button', { name: 'Details of Krytan Crawfish' }).click();
    await expect(page.getByRole('dialog', { name: 'Details of Krytan Crawfish' })).toContainText(
      'Bait:',
    );
  });

  test('a blank nickname takes the key’s own name, as the guide says', async ({ page, gw2Api }) => {
    gw2Api.set('/v2/tokeninfo', (route) =>
      route.fulfill({ json: tokenInfoFixture({ name: 'Fishing alt key' }) }),
    );
    await page.goto('/help/guide/api-keys');
    await expect(page.getByRole('main')).toContainText(
      'left blank, the key keeps the name you gave it on account.arena.net',
    );
    await expect(page.getByRole('main')).not.toContainText('named after your account');

    await page.goto('/settings/general');
    const form = page.getByRole('form', { name: 'Add an API key' });
    await form.getByLabel(/^API key/).fill(TEST_API_KEY);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: /^Fishing alt key, selected/ })).toBeVisible();
  });

  test('the daily box says the API does not report dailies; the Orrian caveat only on its day', async ({
    page,
  }) => {
    const box = page.getByRole('region', { name: "Today's fishing daily" });
    const caveat = /Orrian fisher achievement is not in the game API/;
    const noApi = /game's API does not report daily achievements/;

    // 2026-07-29: the rotation's daily is End of Dragons.
    await page.clock.setFixedTime(new Date('2026-07-29T12:00:00Z'));
    await page.goto('/launch/regions');
    await expect(box).toContainText('Daily End of Dragons Fisher');
    await expect(box).toContainText(noApi);
    await expect(box).not.toContainText(caveat);

    // 2026-08-01: the Orr daily. Whether a daily is done is never read (with or without a key),
    // so the spec's caveat is simply true on its day.
    await page.clock.setFixedTime(new Date('2026-08-01T12:00:00Z'));
    await page.goto('/launch/regions');
    await expect(box).toContainText('Daily Orr Fisher');
    await expect(box).toContainText(caveat);
    await expect(box).not.toContainText(/Done today|Not done yet/);
  });
});
