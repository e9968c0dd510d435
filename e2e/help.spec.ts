import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { build } from 'vite';
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

  // The page at 390 × 844 as it opens is axe-checked by e2e/routes.spec.ts.
  test('recommends landscape on a portrait phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByText('Tip: turn your phone sideways')).toBeVisible();
  });

  test('on a desktop screen recommends no landscape, shows a quote, the Daily Catch link and collapsible release notes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /welcome/i })).toBeVisible();
    await expect(page.getByText('Tip: turn your phone sideways')).toBeHidden();
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
    await expect(dots).toHaveCount(11);
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

    await page.getByRole('link', { name: 'Page 11: Saving your data' }).click();
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

  // /help, /help/legal, /help/contact and /help/data: their headings are checked in
  // e2e/routes.spec.ts "routes", axe at 1280 and 390 px in its "accessibility and screenshots".

  test('(G8) /help/data words a failed check as a sentence, without the request or its status', async ({
    page,
    gw2Api,
  }) => {
    gw2Api.set('/v2/achievements/categories/317', (route) =>
      route.fulfill({ status: 503, json: { text: 'API not active' } }),
    );
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/help/data');
    const failure = page.getByText(/did not get an answer/);
    await expect(failure).toContainText("The game's API had a problem of its own.", {
      timeout: 20_000,
    });
    await expect(failure).not.toContainText(/\/v2\/|categories/);
    await expect(page.getByRole('main')).not.toContainText(/guildwars2\.com|503|API not active/);
    // The detail is for those who debug, in the console.
    expect(logged.join('\n')).toMatch(/categories\/317.*503/);
  });

  test('the legal page dates its privacy notice', async ({ page }) => {
    await page.goto('/help/legal');
    await expect(page.getByText('Last updated: 12 March 2023')).toBeVisible();
  });

  // The shared build is the README's: no VITE_FEEDBACK_URL, VITE_CONTACT_URL or VITE_CONTACT_EMAIL.
  test('in the default build, feedback opens the mail app and Contact gives the same address', async ({
    page,
  }) => {
    await page.goto('/help/feedback');
    const address = page.locator('main a[href^="mailto:"]');
    const mailto = await address.getAttribute('href');
    expect(mailto).toMatch(/^mailto:[^?]+@[^?]+$/);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Message').fill('A fish is in the wrong hole & more.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('status')).toContainText('Send the message from your mail app');
    const written = new URL(
      (await page.getByRole('link', { name: /^Write to / }).getAttribute('href')) ?? '',
    );
    expect(`mailto:${written.pathname}`).toBe(mailto);
    expect(written.searchParams.get('subject')).toBe('Tyria Fishing Companion feedback');
    expect(written.searchParams.get('body')).toBe('A fish is in the wrong hole & more.\n\n— Ada');
    await expect(page).toHaveURL((url) => url.pathname === '/help/feedback');
    await expect(page.getByLabel('Message')).toHaveValue('A fish is in the wrong hole & more.');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/contact');
    // The feedback page stays until Contact's lazy page has loaded: wait for Contact itself.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]')).toHaveAttribute('href', mailto ?? '');
    await page.getByRole('link', { name: 'feedback form' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/feedback');
  });
});

/**
 * `VITE_FEEDBACK_URL` is fixed at build time, so these tests build the app once more with an
 * endpoint into a temporary folder and serve it on a free port; the endpoint is intercepted.
 */
test.describe('feedback with an endpoint', () => {
  test.describe.configure({ mode: 'serial' });
  const ENDPOINT = 'https://feedback.example.test/f/tyria';
  let outDir = '';
  let server: Server | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    outDir = mkdtempSync(join(tmpdir(), 'tfc-feedback-build-'));
    process.env.VITE_FEEDBACK_URL = ENDPOINT;
    try {
      await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    } finally {
      delete process.env.VITE_FEEDBACK_URL;
    }
    const serve = sirv(outDir, { single: true });
    server = createServer((req, res) => serve(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('posts the multipart fields to the endpoint and confirms', async ({ page }) => {
    const posted: { method: string; fields: Record<string, string>; xsrf: string | null }[] = [];
    await page.route(ENDPOINT, async (route) => {
      const request = route.request();
      const body = new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
        headers: { 'Content-Type': request.headers()['content-type'] ?? '' },
      });
      const fields: Record<string, string> = {};
      (await body.formData()).forEach((value, key) => (fields[key] = String(value)));
      posted.push({
        method: request.method(),
        fields,
        xsrf: request.headers()['x-xsrf-token'] ?? null,
      });
      await route.fulfill({ json: { ok: true } });
    });
    await page.goto(`${origin}/help/feedback`);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('A fish is in the wrong hole.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('status')).toContainText('Your feedback has been sent.');
    expect(posted).toEqual([
      {
        method: 'POST',
        xsrf: null,
        fields: {
          name: 'Ada',
          _replyto: 'ada@example.com',
          message: 'A fish is in the wrong hole.',
          _gotcha: '',
          _subject: 'Tyria Fishing Companion feedback',
          _confirmation: expect.stringContaining('Thank you'),
        },
      },
    ]);
  });

  test('keeps what was typed when the endpoint fails', async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(`${origin}/help/feedback`);
    await page.getByLabel('Message').fill('Still here after a failure?');
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('alert')).toContainText('Your feedback was not sent');
    await expect(page.getByLabel('Message')).toHaveValue('Still here after a failure?');
  });
});
