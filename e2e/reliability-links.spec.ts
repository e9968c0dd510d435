import { expect, seedStorage, test } from './fixtures';

/** Issue 19, items 7 and 8: links stay on the site, and the server sends safe headers. */

const pin = (name: string, endpoint: string) => ({ name, endpoint, isPinned: true });

test.describe('links stay on the site', () => {
  test('stored pins that would leave the site are refused; the good pin stays', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await seedStorage(page, {
      pins: {
        pins: [
          pin('Phish', '/\\evil.example/phish'),
          pin('Tab', '/\t/evil.example/x'),
          pin('Elsewhere', '/not-a-page'),
          pin('Kryta', '/region/Krytan'),
        ],
      },
    });
    await page.goto('/');
    const pins = page.getByRole('navigation', { name: 'Pinned pages' });
    await expect(pins.getByRole('link')).toHaveText(['Kryta']);
    await pins.getByRole('link', { name: 'Kryta' }).click();
    await expect(page).toHaveURL(/\/region\/Krytan$/);
    expect(errors).toEqual([]);
  });
});

test.describe('the server', () => {
  test('sends a content security policy and the other safety headers', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/region/Krytan');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.guildwars2\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/render\.guildwars2\.com/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expect(page.getByRole('heading', { name: 'Kryta', level: 1 })).toBeVisible();
    await page.goto('/settings/general');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  for (const path of ['//evil.example/x', '/help//faq', `/${'a'.repeat(20_000)}`]) {
    test(`answers ${path.slice(0, 20)}… (${path.length} characters) with the not-found page`, async ({
      page,
      baseURL,
    }) => {
      // A full URL: Playwright would read a bare `//host/…` as another host.
      await page.goto(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    });
  }
});
