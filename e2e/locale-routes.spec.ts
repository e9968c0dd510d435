import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  storedState,
  test,
  isHydrationProblem,
} from './fixtures';

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
      if (isHydrationProblem(message.text())) problems.push(message.text());
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
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
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

test.describe('the language switcher', () => {
  test('on / offers Deutsch, Français and Español, for the same page', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Language', exact: true });
    for (const [name, href] of [
      ['English', '/'],
      ['Deutsch', '/de'],
      ['Français', '/fr'],
      ['Español', '/es'],
    ] as const) {
      await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await list.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('in the header keeps the page and its query, by keyboard', async ({ page }) => {
    await page.goto('/help/faq?from=test');
    // The disclosure's button: its name says what it is and shows the language.
    const summary = page.getByTestId('top-nav').locator('summary');
    await expect(summary).toHaveAccessibleName('Language: EN');
    await summary.focus();
    await page.keyboard.press('Enter');
    const german = page.getByTestId('top-nav').getByRole('link', { name: 'Deutsch' });
    await expect(german).toBeVisible();
    await expect(german).toHaveAttribute('href', '/de/help/faq?from=test');
    await page.keyboard.press('Escape');
    await expect(german).toBeHidden();
    await page.keyboard.press('Enter');
    await german.click();
    await expect(page).toHaveURL(/\/de\/help\/faq\?from=test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Its links stay in German: the header's switcher names the page's language.
    await expect(page.getByTestId('top-nav').getByText('DE', { exact: true })).toBeVisible();
  });

  test('pins store the language-neutral address on a German page', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'tyria-fishing-companion:user-data',
        JSON.stringify({ state: { persist: true }, version: 1 }),
      );
    });
    await page.goto('/de/region/Krytan');
    await page.getByRole('button', { name: 'Kryta anheften' }).click();
    await expect(page.getByRole('button', { name: 'Kryta lösen' })).toBeVisible();
    // Nothing was stored before, so the save waits for the stores' checks to load (once live).
    const storedEndpoints = async () =>
      (await storedState<{ pins: { endpoint: string }[] }>(page, 'pins'))?.pins.map(
        (pin) => pin.endpoint,
      ) ?? [];
    await expect.poll(storedEndpoints).toHaveLength(1);
    expect((await storedEndpoints())[0]).toMatch(/^\/region\/Krytan/);
    // Followed from a German page, the pin stays in German.
    await expect(page.getByRole('link', { name: 'Kryta', exact: true })).toHaveAttribute(
      'href',
      /^\/de\/region\/Krytan/,
    );
  });
});

test.describe('a browser that prefers German, on an English page', () => {
  test.use({ locale: 'de-DE' });

  test('gets a quiet offer in German, never a redirect, and can close it', async ({ page }) => {
    await page.goto('/region/Krytan');
    const offer = page.getByRole('status').filter({ hasText: 'auch in deiner Sprache' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      /^\/de\/region\/Krytan/,
    );
    expect(new URL(page.url()).pathname).toBe('/region/Krytan');
    await offer.getByRole('button', { name: 'Nicht jetzt' }).click();
    await expect(offer).toBeHidden();
  });

  test('gets no offer on a German page', async ({ page }) => {
    await page.goto('/de/region/Krytan');
    await expect(page.getByText('auch in deiner Sprache')).toHaveCount(0);
  });
});

test.describe('the language choice', () => {
  const stored = (page: Page) =>
    page.evaluate(() => localStorage.getItem('tyria-fishing-companion:language'));

  test('is not stored without the persistence opt-in', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Language', exact: true })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await expect(page).toHaveURL(/\/de$/);
    expect(await stored(page)).toBeNull();
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Deutsch' })).toHaveCount(0);
  });

  test('is remembered with persistence on: English pages then offer it', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'tyria-fishing-companion:user-data',
        JSON.stringify({ state: { persist: true }, version: 1 }),
      );
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Language', exact: true })
      .getByRole('link', { name: 'Español' })
      .click();
    await expect(page).toHaveURL(/\/es$/);
    expect(JSON.parse((await stored(page)) ?? '{}')).toMatchObject({ state: { chosen: 'es' } });
    await page.goto('/help/faq');
    const offer = page.getByRole('status').filter({ hasText: 'Español' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/help/faq',
    );
    expect(new URL(page.url()).pathname).toBe('/help/faq');
  });
});
