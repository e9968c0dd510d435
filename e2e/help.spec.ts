import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('home page', () => {
  test('"I\'m New Here" opens the guide and "Select A Region" the region list', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "I'm New Here" }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/guide/intro');
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Select A Region' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/launch/regions');
  });

  test('recommends landscape on a portrait phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByText('Tip: turn your phone sideways')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('does not recommend landscape on a desktop screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /welcome/i })).toBeVisible();
    await expect(page.getByText('Tip: turn your phone sideways')).toBeHidden();
  });

  test('shows a quote, the Daily Catch link and collapsible release notes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('figure')).toContainText('—');
    await expect(page.getByRole('link', { name: /most recent Daily Catch/ })).toHaveAttribute(
      'href',
      'https://wiki.guildwars2.com/wiki/Daily_Catch',
    );
    const version12 = page.getByRole('button', { name: /Version 1\.2/ });
    await expect(version12).toHaveAttribute('aria-expanded', 'false');
    await version12.click();
    await expect(page.getByText(/Fishing search: find fish/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('user guide', () => {
  test('moves with previous / next and the page dots', async ({ page }) => {
    await page.goto('/help/guide/intro');
    const dots = page.getByRole('navigation', { name: 'Guide pages' }).getByRole('link');
    await expect(dots).toHaveCount(9);
    await expect(page.getByRole('link', { name: /^Previous/ })).toHaveCount(0);
    await expect(dots.first()).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Next: Selecting a region' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/guide/region-selection');
    await expect(page.getByRole('link', { name: 'Page 2: Selecting a region' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Page 9: Saving your data' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/guide/local-storage');
    await expect(page.getByRole('heading', { level: 2, name: 'Saving your data' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Next/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Previous: API keys' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/guide/api-keys');

    // The last page leads on to the regions: no dead end.
    await page.goto('/help/guide/local-storage');
    await page.getByRole('main').getByRole('link', { name: 'Select A Region' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/launch/regions');
  });

  test('the dots are keyboard links', async ({ page }) => {
    await page.goto('/help/guide/filter-counts');
    const dot = page.getByRole('link', { name: 'Page 4: Fishing filters' });
    await dot.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/help/guide/fishing-filters');
  });
});

test.describe('help pages', () => {
  test('the FAQ expands and collapses its answers', async ({ page }) => {
    await page.goto('/help/faq');
    const question = page.getByRole('button', { name: 'Why is the Daily Catch not tracked?' });
    const answer = page.getByText(/does not tell the API which fish/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  for (const [path, heading] of [
    ['/help', 'Help'],
    ['/help/legal', 'Legal'],
    ['/help/contact', 'Contact'],
  ] as const) {
    test(`${path} is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the legal page dates its privacy notice', async ({ page }) => {
    await page.goto('/help/legal');
    await expect(page.getByText('Last updated: 12 March 2023')).toBeVisible();
  });

  // This build has no VITE_FEEDBACK_URL; posting is covered by the component tests with MSW.
  test('feedback says it is unavailable without an endpoint and offers the contact page', async ({
    page,
  }) => {
    await page.goto('/help/feedback');
    await expect(page.getByText('Feedback is unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Contact page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/contact');
  });
});
