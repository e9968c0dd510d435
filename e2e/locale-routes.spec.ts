import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
const OTHER_LOCALES = ['de', 'fr', 'es'] as const;

/** The English pages the build prerendered, from its files (`region/Krytan/index.html`). */
function englishPageFiles(dir = dist): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'assets' || (dir === dist && OTHER_LOCALES.some((l) => l === name))
        ? []
        : englishPageFiles(path);
    }
    return name === 'index.html' ? [relative(dist, path)] : [];
  });
}

const addressOf = (file: string) => `/${file.replace(/\/?index\.html$/, '')}`;
const localized = (locale: string, address: string) =>
  address === '/' ? `/${locale}` : `/${locale}${address}`;
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, hreflang, href]) => `${hreflang} ${href}`,
  );

test('every English page has German, French and Spanish twins, each with its lang and hreflang', () => {
  const files = englishPageFiles();
  expect(files.length).toBeGreaterThanOrEqual(51);
  for (const file of files) {
    const address = addressOf(file);
    const expected = [
      `en ${address}`,
      ...OTHER_LOCALES.map((locale) => `${locale} ${localized(locale, address)}`),
      `x-default ${address}`,
    ];
    const english = readFileSync(join(dist, file), 'utf8');
    expect(english, file).toMatch(/^<!doctype html>\s*<html lang="en-US"/i);
    expect(alternates(english), file).toEqual(expected);
    for (const locale of OTHER_LOCALES) {
      const twin = join(dist, locale, file);
      expect(existsSync(twin), twin).toBe(true);
      const html = readFileSync(twin, 'utf8');
      expect(html, twin).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}"`, 'i'));
      expect(alternates(html), twin).toEqual(expected);
    }
  }
});

test('a German page is served its own HTML, in German, with a German title and description', async ({
  request,
}) => {
  const html = await (await request.get('/de')).text();
  expect(html).toMatch(/<html lang="de"/);
  expect(html).toContain(
    '<title>Willkommen bei Tyria Fishing Companion · Tyria Fishing Companion</title>',
  );
  expect(html).toMatch(/<meta name="description" content="Verfolge [^"]+">/);
  const kryta = await (await request.get('/de/region/Krytan?time=NIGHT')).text();
  expect(kryta).toMatch(/<html lang="de"/);
  expect(kryta).toContain('<link rel="alternate" hreflang="fr" href="/fr/region/Krytan">');
});

test.describe('a German page', () => {
  test.use({ locale: 'de-DE' });

  test('hydrates, and its links stay in German', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/de/region/Krytan');
    await expect(page.getByRole('heading', { level: 1, name: 'Kryta' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Willkommen/);
    expect(problems).toEqual([]);
  });

  test('an unknown German address shows the not-found page, in a German document', async ({
    page,
  }) => {
    await page.goto('/de/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/de',
    );
  });

  for (const width of [1280, 390]) {
    test(`home and Kryta are axe-clean at ${width} px`, async ({ page }) => {
      test.slow(); // axe over the region page on a busy machine
      await page.setViewportSize({ width, height: 800 });
      for (const address of ['/de', '/de/region/Krytan']) {
        await page.goto(address);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
