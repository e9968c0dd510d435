import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { emptyStorageOnEachLoad, expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The main pages in German (the longest of the four languages) on a 390 px phone: each one's
 * full-page screenshot goes into the report (`reports/screens-de-390/`, attached to the test in
 * the HTML and JSON reports), nothing may be wider than the screen, and no text is cut off; the
 * help pages are axe-clean on the same load. A few pages a test, in one tab, each a first visit
 * (e2e/every-page.spec.ts says why).
 */
const pages = [
  { name: 'home', address: '/de', heading: 'Willkommen bei Tyria Fishing Companion' },
  { name: 'launch-regions', address: '/de/launch/regions', heading: 'Loslegen' },
  { name: 'region-krytan', address: '/de/region/Krytan', heading: 'Kryta' },
  { name: 'launch-planner', address: '/de/launch/planner', heading: 'Loslegen' },
  { name: 'launch-session', address: '/de/launch/session', heading: 'Loslegen' },
  { name: 'launch-search', address: '/de/launch/search?query=kryt', heading: 'Loslegen' },
  { name: 'settings-general', address: '/de/settings/general', heading: 'Einstellungen' },
  { name: 'help', address: '/de/help', heading: 'Hilfe' },
  { name: 'guide-intro', address: '/de/help/guide/intro', heading: 'Anleitung' },
  { name: 'guide-planner', address: '/de/help/guide/planner', heading: 'Anleitung' },
  { name: 'faq', address: '/de/help/faq', heading: 'Häufige Fragen' },
  { name: 'legal', address: '/de/help/legal', heading: 'Rechtliches' },
  { name: 'contact', address: '/de/help/contact', heading: 'Kontakt' },
  { name: 'data', address: '/de/help/data', heading: 'Katalogdaten' },
] as const;

const screens = join(import.meta.dirname, '..', 'reports', 'screens-de-390');

test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

const PAGES_PER_TEST = 7;
for (let first = 0; first < pages.length; first += PAGES_PER_TEST) {
  const some = pages.slice(first, first + PAGES_PER_TEST);
  test(`${some.at(0)!.address} to ${some.at(-1)!.address} in German fit a 390 px screen`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(some.length * 20_000);
    await emptyStorageOnEachLoad(page);
    for (const { name, address, heading } of some) {
      await test.step(`${address} in German fits a 390 px screen`, async () => {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await expect(
          page.getByRole('heading', { level: 1, name: heading, exact: true }),
        ).toBeVisible();

        // What sticks out past the screen's right edge, outside the boxes that scroll sideways
        // on purpose (the header's links): the document's own width hides nothing clipped by an
        // ancestor.
        const overflow = await page.evaluate(() => {
          const width = window.innerWidth;
          const scrollsSideways = (element: Element) =>
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
          const outside = Array.from(document.body.querySelectorAll('*')).filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.right <= width + 1) return false;
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
              if (scrollsSideways(parent)) return false;
            }
            return getComputedStyle(element).visibility !== 'hidden';
          });
          // Text cut off inside its own box (a button's label that does not wrap, clipped).
          const clipped = Array.from(document.body.querySelectorAll('*')).filter((element) => {
            // Visually hidden text (for screen readers) sits in a 1 px box on purpose.
            if (!(element instanceof HTMLElement) || element.clientWidth <= 1) return false;
            if (element.scrollWidth <= element.clientWidth + 1) return false;
            const { overflowX, textOverflow } = getComputedStyle(element);
            const cuts = ['hidden', 'clip'].includes(overflowX) || textOverflow === 'ellipsis';
            return cuts && (element.textContent ?? '').trim() !== '';
          });
          const describe = (element: Element) => element.outerHTML.slice(0, 120);
          return {
            documentWidth: document.documentElement.scrollWidth,
            width,
            outside: outside.slice(0, 5).map(describe),
            clipped: clipped.slice(0, 5).map(describe),
          };
        });

        mkdirSync(screens, { recursive: true });
        const path = join(screens, `${name}.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`${name} (de, 390 px)`, { path, contentType: 'image/png' });

        expect(overflow.documentWidth).toBeLessThanOrEqual(overflow.width);
        expect(overflow.outside).toEqual([]);
        expect(overflow.clipped).toEqual([]);
        if (address.startsWith('/de/help')) await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

// The help pages' German, checked by axe on a desktop too (on a phone above; the other pages'
// German is checked in locale-routes.spec.ts).
test('the German help pages are axe-clean at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  for (const { address } of pages.filter((each) => each.address.startsWith('/de/help'))) {
    await page.goto(address);
    await expectNoSeriousA11yViolations(page);
  }
});
