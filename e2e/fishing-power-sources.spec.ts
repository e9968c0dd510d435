import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Issue 59 item 2: the fishing power as the sum of its sources. Kryta's highest hole needs 450.
test.describe('Fishing power from its sources', () => {
  test('nothing ticked, then Mackerel and an Amber lure give 250, and the region page’s note uses the sum', async ({
    page,
  }) => {
    await page.goto('/settings/general');
    const sources = page.getByRole('group', { name: 'Or tick its sources' });
    await expect(sources.getByRole('checkbox', { name: /^Fishing rod \+25/ })).not.toBeChecked();
    await expect(sources.getByRole('radio', { name: 'None' })).toBeChecked();
    await expect(sources.getByRole('combobox', { name: 'Lure' })).toHaveValue('none');
    await expect(sources.getByText(/^Nothing ticked/)).toBeVisible();

    await sources.getByText('Mackerel +150', { exact: true }).click();
    await sources
      .getByRole('combobox', { name: 'Lure' })
      .selectOption({ label: 'Amber lure +100' });
    await expect(sources.getByText('The sources add up to 250: your fishing power.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A link inside the app: the sources, held in memory (persistence is off), stay.
    await page.evaluate(() => {
      history.pushState(null, '', '/region/Krytan?auto=off');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('needs 450, you have 250').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText('(cheapest: Tips on Fishing +50 and Redfish Sushi +150)').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
