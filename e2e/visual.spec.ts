import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { emptyStorageOnEachLoad, expect, test } from './fixtures';

/**
 * Issue 43: the pages keep their look while their markup changes. Each main page, on a phone and
 * a desktop, in English and German, is compared with a committed reference screenshot
 * (`visual.spec.ts-snapshots/`). A difference beyond the threshold fails; a deliberate one
 * updates the reference (`npx playwright test e2e/visual.spec.ts --update-snapshots`) and says
 * why in the commit (docs/testing.md "Screenshots").
 */
const PAGES = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'regions', path: '/launch/regions', fullPage: true },
  { name: 'krytan', path: '/region/Krytan', fullPage: true },
  // The whole plan is 1.1–1.4 MB of picture a page: its first screen stands for it.
  { name: 'planner', path: '/launch/planner', fullPage: false },
  { name: 'session', path: '/launch/session', fullPage: true },
  { name: 'help', path: '/help', fullPage: true },
];
/** The browser speaks the page's language: no offer of another language floats over the page. */
const LANGUAGES = [
  { code: 'en', prefix: '', browserLocale: 'en-US' },
  { code: 'de', prefix: '/de', browserLocale: 'de-DE' },
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const VISUAL_CSS = fileURLToPath(new URL('visual.css', import.meta.url));
/** One instant (night in Tyria and Cantha) for every run: the clocks, the plan and the daily alike. */
const FIXED_INSTANT = new Date('2026-11-27T12:10:00Z');

/**
 * Waits until the page's height has stayed the same for a second: a full-page capture takes the
 * height it measures first, so a page still growing (a plan, a filter going live) would be cut or
 * padded.
 */
async function heightSettled(page: Page) {
  let last = -1;
  let sameSince = Date.now();
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (height !== last) [last, sameSince] = [height, Date.now()];
        return Date.now() - sameSince;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(1000);
}

// Bubbles rise only with motion allowed; they appear at random.
test.use({ reducedMotion: 'reduce' });

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`${language.code} at ${viewport.width} px`, () => {
      test.use({ viewport, locale: language.browserLocale });

      // The pages in one tab, each a first visit (e2e/every-page.spec.ts says why); each compared
      // even when one before it differs.
      test('every page looks as its reference', async ({ page }) => {
        test.setTimeout(PAGES.length * 30_000);
        await emptyStorageOnEachLoad(page);
        await page.clock.setFixedTime(FIXED_INSTANT);
        // The home page's flavour quote is picked at random.
        await page.addInitScript(() => {
          Math.random = () => 0.25;
        });
        for (const { name, path, fullPage } of PAGES) {
          await test.step(`${name} looks as its reference`, async () => {
            await page.goto(`${language.prefix}${path}`);
            await page.waitForLoadState('networkidle');
            await heightSettled(page);
            await expect
              .soft(page)
              .toHaveScreenshot(`${name}-${language.code}-${viewport.width}.png`, {
                fullPage,
                // Two equal captures in a row: a long page on a busy machine takes a while.
                timeout: 20_000,
                animations: 'disabled',
                stylePath: VISUAL_CSS,
                maxDiffPixelRatio: 0.003,
              });
          });
        }
      });
    });
  }
}
