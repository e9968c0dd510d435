import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, ViewportSize as Viewport } from '@playwright/test';
import { emptyStorageOnEachLoad, expect, test } from './fixtures';
import { dist, prerenderedAddresses } from './prerendered';

const krytanFish = JSON.parse(
  readFileSync(join(dist, 'assets/Regions/Krytan/Krytan.ItemExtensions.json'), 'utf8'),
) as Record<string, { name: string; timeOfDay: string }>;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

/**
 * Holds the page's entry script back: the prerendered page shows and takes input, but its code
 * has not started (as on a slow phone). The returned function checks the app has indeed not
 * started, lets the code load and waits until the app runs the page.
 */
async function holdCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  };
}

/**
 * With the code held, the page's load event may wait for the entry script (the paint-time script
 * can insert it before the page has loaded): held pages are opened without waiting for it.
 */
const HELD = { waitUntil: 'domcontentloaded' } as const;

const DESKTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Every element of the body with its tag, classes and rounded box (height optional). */
function placesOf(page: Page, { height }: { height: boolean }) {
  return page.evaluate(
    (withHeight) =>
      Array.from(document.body.querySelectorAll('*')).map((element) => {
        const box = element.getBoundingClientRect();
        const sides = [box.x, box.y, box.width, ...(withHeight ? [box.height] : [])];
        return `${element.tagName}.${element.getAttribute('class') ?? ''} ${sides.map(Math.round).join(',')}`;
      }),
    height,
  );
}

test('every page of the route table is prerendered', () => {
  const addresses = prerenderedAddresses();
  expect(addresses).toEqual(expect.arrayContaining(['/', '/launch/regions', '/region/Krytan']));
  expect(addresses.filter((address) => address.startsWith('/region/'))).toHaveLength(16);
  expect(addresses.filter((address) => address.startsWith('/help/guide/'))).toHaveLength(11);
});

test('/region/Krytan fetched without JavaScript holds its fish names', async ({ request }) => {
  const html = await (await request.get('/region/Krytan')).text();
  const names = Object.values(krytanFish).map((fish) => fish.name);
  expect(names.length).toBeGreaterThan(20);
  for (const name of names) expect(html).toContain(escapeHtml(name));
  expect(html).toContain('<title>Kryta · Tyria Fishing Companion</title>');
});

test('pages and code are sent compressed to a browser that accepts it', async ({ request }) => {
  const html = await request.get('/region/Krytan', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
  expect(await html.text()).toContain('<title>Kryta · Tyria Fishing Companion</title>');
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await html.text())?.[1] ?? '';
  const code = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(code.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/region/Krytan', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('text typed into a prerendered page before its code starts is kept', async ({ browser }) => {
  // The fixture's page waits for the app; this one is typed into before the app starts.
  const page = await browser.newPage();
  const runCode = await holdCode(page);
  await page.goto('/launch/search', HELD);
  const box = page.getByRole('searchbox');
  await box.fill('kryta');
  await runCode();
  await expect(box).toHaveValue('kryta');
  await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
  await expect(page).toHaveURL(/query=kryta/);
  await page.close();
});

test('a fish marked on a prerendered page before its code starts is marked once it runs', async ({
  browser,
}) => {
  // The fixture's page waits for the app; this one is clicked before the app starts.
  const page = await browser.newPage();
  const runCode = await holdCode(page);
  await page.goto('/region/Krytan', HELD);
  // Fish that bite at any time: once live, the auto filter hides the others (as the clock says).
  const [first, second] = Object.values(krytanFish)
    .filter((fish) => fish.timeOfDay === 'ANY')
    .map((fish) => fish.name);
  const block = (name: string | undefined) =>
    page.getByRole('button', { name: new RegExp(`^${name}, (not )?caught$`) });
  await block(first).click();
  // Pressed twice before the app runs: toggled twice once it does.
  await block(second).click();
  await block(second).click();
  await expect(block(first)).toHaveAttribute('aria-pressed', 'false');
  await runCode();
  await expect(block(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(block(second)).toHaveAttribute('aria-pressed', 'false');
  await page.close();
});

test.describe('nothing done while the code starts is lost', () => {
  // Typing 31 keys at 120 ms each, across a code start held back for a second.
  test.setTimeout(60_000);

  test('text typed across the start is kept whole, in the box and the address', async ({
    browser,
  }) => {
    const page = await browser.newPage();
    const runCode = await holdCode(page);
    await page.goto('/launch/search', HELD);
    const box = page.getByRole('searchbox');
    const text = 'krytan fisher night at the lake';
    await Promise.all([
      box.pressSequentially(text, { delay: 120 }),
      // The code is let go one second into the typing: the rest lands while it starts.
      page.waitForTimeout(1000).then(runCode),
    ]);
    await expect(box).toHaveValue(text);
    await expect(page).toHaveURL((url) => url.searchParams.get('query') === text);
    await page.close();
  });

  test('a switch pressed before the code starts is on once it runs', async ({ browser }) => {
    const page = await browser.newPage();
    const runCode = await holdCode(page);
    await page.goto('/region/Krytan', HELD);
    const onlyMissing = page.getByRole('switch', { name: 'Show only missing' });
    await onlyMissing.click({ force: true });
    await runCode();
    await expect(onlyMissing).toBeChecked();
    await expect(page).toHaveURL(/missing=1/);
    await page.close();
  });

  test('a fish marked before the code starts, then a link followed, keeps its mark', async ({
    browser,
  }) => {
    const page = await browser.newPage();
    const runCode = await holdCode(page);
    await page.goto('/region/Krytan?auto=off', HELD);
    await page
      .getByRole('button', { name: /, not caught$/ })
      .first()
      .click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Launch' })
      .click();
    await runCode();
    await expect(page).toHaveURL(/\/launch/);
    await expect(page.getByTestId('region-card-Krytan').first()).toContainText(
      '1 / 21 fish caught',
      { timeout: 20_000 },
    );
    await page.close();
  });
});

test('a form filled and sent before its code starts is sent by the app, not by the browser', async ({
  browser,
}) => {
  const page = await browser.newPage();
  const runCode = await holdCode(page);
  await page.goto('/help/feedback', HELD);
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Message').fill('Early words.');
  await page.getByRole('button', { name: 'Send' }).click();
  await runCode();
  // A native submission would have reloaded the page with the fields in its address.
  await expect(page).toHaveURL((url) => url.pathname === '/help/feedback' && url.search === '');
  await expect(page.getByRole('status')).toContainText('Send the message from your mail app');
  const written = new URL(
    (await page.getByRole('link', { name: /^Write to / }).getAttribute('href')) ?? '',
  );
  expect(written.searchParams.get('body')).toBe('Early words.\n\n— Ada');
  await page.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the region page shows its banner, filters and fish', async ({ browser }) => {
    // The fixture's page waits for the app, which never starts here: a page of its own.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/region/Krytan');
    await expect(page.getByRole('heading', { level: 1, name: 'Kryta' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Fish of Kryta' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Night/ }).first()).toBeVisible();
    await page.close();
  });
});

test('the release notes on / are in its HTML, and open and close once their code arrives', async ({
  page,
  request,
}) => {
  // Not part of the home page's first code (the Accordion loads after it): the HTML carries them.
  expect(await (await request.get('/')).text()).toContain('Version 1.2');
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const release = page.getByRole('button', { name: /Version 1\.2/ });
  await expect(release).toHaveAttribute('aria-expanded', 'false');
  // Their code loads once `/` is live and idle, and React hydrates them when it has arrived (it
  // keeps its fiber on each element it has hydrated).
  await expect
    .poll(() => release.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  await release.click();
  await expect(release).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/daily regional fishing achievements/)).toBeVisible();
});

test("the regions tab's daily box paints its heading and note first, then the day's daily", async ({
  browser,
}) => {
  // 2026-08-01: the Orr daily, the rotation's fifth; the app's code never starts.
  const page = await browser.newPage();
  await page.clock.setFixedTime(new Date('2026-08-01T12:00:00Z'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/launch/regions');
  const box = page.getByRole('region', { name: "Today's fishing daily" });
  await expect(box).toHaveCount(1);
  await expect(box.getByText(/follows the game's fixed 8-day rotation/)).toHaveCount(1);
  const days = box.getByRole('list', { name: 'Daily achievements' });
  await expect(days).toHaveCount(1);
  await expect(days).toContainText('Daily Orr Fisher');
  await expect(box.getByText(/Orrian fisher achievement is not in the game API/)).toBeVisible();
  // The heading and the note come before every day's part in the page, so the parser reaches
  // them first whichever day it is.
  const noteBeforeDays = await page.evaluate(() => {
    const note = Array.from(document.querySelectorAll('section p')).find((p) =>
      p.textContent?.includes('8-day rotation'),
    );
    const firstDay = document.querySelector('[data-daily-variant]');
    return (
      !!note &&
      !!firstDay &&
      !!(note.compareDocumentPosition(firstDay) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(noteBeforeDays).toBe(true);
  await page.close();
});

test.describe('the first paint has every rule its page uses', () => {
  const SAME_INSTANT = new Date('2026-11-27T12:10:00Z');
  type Stylesheets = 'inlined only' | 'applied';

  /**
   * A tab that shows pages static (the app's code held back), with only their inlined rules or
   * with their stylesheets applied too.
   */
  async function staticTab(browser: Browser, viewport: Viewport, stylesheets: Stylesheets) {
    const page = await browser.newPage({ viewport });
    await page.route('**/assets/*.js', (route) => route.abort());
    if (stylesheets === 'inlined only') await page.route('**/*.css', (route) => route.abort());
    // The paint-time script writes the clocks' live text: both tabs read the same instant, so
    // a countdown's width cannot differ between them.
    await page.clock.setFixedTime(SAME_INSTANT);
    return page;
  }

  /** Every element's box on the static page. */
  async function boxes(page: Page, address: string, stylesheets: Stylesheets) {
    await page.goto(address);
    if (stylesheets === 'applied') {
      // public/start-after-paint.js links the listed stylesheets once the page has painted.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const listed = document.getElementById('page-code')?.dataset.stylesheets?.split(' ');
            const loaded = Array.from(document.querySelectorAll<HTMLLinkElement>('link'))
              .filter((link) => link.rel === 'stylesheet' && link.sheet !== null)
              .map((link) => new URL(link.href).pathname.slice(1));
            return !!listed?.length && listed.every((path) => loaded.includes(path));
          }),
        )
        .toBe(true);
    }
    return placesOf(page, { height: true });
  }

  // The pages a test in the same two tabs, one after the other (issue 58: a tab per page costs).
  for (const viewport of DESKTOP_AND_PHONE) {
    test(`at ${viewport.width} px, nothing moves when its stylesheets apply`, async ({
      browser,
    }) => {
      test.setTimeout(5 * 30_000);
      const inlined = await staticTab(browser, viewport, 'inlined only');
      const applied = await staticTab(browser, viewport, 'applied');
      for (const address of [
        '/',
        '/launch/regions',
        '/region/Krytan',
        '/launch/planner',
        '/help/faq',
      ]) {
        await test.step(`${address}: nothing moves when its stylesheets apply`, async () => {
          const before = await boxes(inlined, address, 'inlined only');
          const after = await boxes(applied, address, 'applied');
          expect(before.length).toBeGreaterThan(50);
          expect(after).toEqual(before);
        });
      }
      await Promise.all([inlined.close(), applied.close()]);
    });
  }
});

test.describe('the first screen stays put while the rest of its page is parsed', () => {
  // A marked page paints once the parser has passed its first screen (`FirstScreenEnd`), and on
  // a busy machine that frame can come before the rest of the HTML is parsed: what it shows must
  // not move when the rest arrives. Kryta's filters once filled the wide column until the fish
  // grid was parsed, then narrowed (CLS 0.26 at 1280 px).
  const MARK = '<span id="first-screen-end" hidden></span>';

  /** A tab that shows pages static (the app's code held back) at the instant of the test. */
  async function staticTab(browser: Browser, viewport: Viewport) {
    const page = await browser.newPage({ viewport });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.clock.setFixedTime(new Date('2026-11-27T12:10:00Z'));
    return page;
  }

  /** x, y and width of every element in the body (heights grow as content arrives). */
  async function placed(page: Page, address: string, parsed: 'up to the mark' | 'all') {
    const pattern = `**${address}`;
    if (parsed === 'up to the mark') {
      await page.route(pattern, async (route) => {
        const html = await (await route.fetch()).text();
        expect(html).toContain(MARK);
        await route.fulfill({
          contentType: 'text/html',
          body: html.slice(0, html.indexOf(MARK) + MARK.length),
        });
      });
    }
    await page.goto(address);
    if (parsed === 'up to the mark') await page.unroute(pattern);
    return placesOf(page, { height: false });
  }

  // The pages a test in the same two tabs, one after the other (issue 58: a tab per page costs).
  for (const viewport of DESKTOP_AND_PHONE) {
    test(`at ${viewport.width} px`, async ({ browser }) => {
      test.setTimeout(8 * 20_000);
      const firstScreen = await staticTab(browser, viewport);
      const whole = await staticTab(browser, viewport);
      for (const address of [
        '/',
        '/launch/regions',
        '/launch/session',
        '/launch/search',
        '/region/Krytan',
        '/de/region/Krytan',
        '/region/Kaineng',
        '/achievement/WorldClassFisher',
      ]) {
        await test.step(address, async () => {
          const before = await placed(firstScreen, address, 'up to the mark');
          const after = await placed(whole, address, 'all');
          expect(before.length).toBeGreaterThan(20);
          expect(after.length).toBeGreaterThan(before.length);
          expect(after.slice(0, before.length)).toEqual(before);
        });
      }
      await Promise.all([firstScreen.close(), whole.close()]);
    });
  }
});

test.describe('layout shift when the app takes over', () => {
  /** Sums the page's layout shifts (CLS without session windows: stricter). */
  const totalShift = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0),
    );

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The prerendered page paints first; the app hydrates it later, as on a slow phone.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
  });

  // One day of each daily of the 8-day rotation (2026-07-27 is its first), each a first visit in
  // the same tab (issue 58: a tab per page costs).
  test('/launch/regions stays put on each day of the rotation', async ({ page }) => {
    test.setTimeout(8 * 20_000);
    await emptyStorageOnEachLoad(page);
    for (let place = 0; place < 8; place++) {
      const day = new Date(Date.UTC(2026, 6, 27 + place, 12));
      await test.step(`/launch/regions stays put on ${day.toISOString().slice(0, 10)}`, async () => {
        await page.clock.setFixedTime(day);
        await page.goto('/launch/regions');
        await expect(page.getByRole('region', { name: /Today's fishing dail/ })).toHaveCount(1);
        await page.waitForTimeout(500);
        expect(await totalShift(page)).toBeLessThan(0.05);
      });
    }
  });

  test('/ and /region/Krytan stay put on a phone', async ({ page }) => {
    await emptyStorageOnEachLoad(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const address of ['/', '/region/Krytan']) {
      await test.step(`${address} stays put on a phone`, async () => {
        await page.goto(address);
        await page.waitForTimeout(500);
        expect(await totalShift(page)).toBeLessThan(0.05);
      });
    }
  });
});
