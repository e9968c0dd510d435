import type { Page } from '@playwright/test';
import { otherAchievementIndex, regionIndex } from '../src/lib/catalog/catalog-index';
import { prerenderedPaths } from '../src/config/routes';
import { LIVE_CHECK_STORAGE_KEY } from '../src/config/live-catalog';
import { emptyStorageOnEachLoad, expect, test, isHydrationProblem } from './fixtures';
import { prerenderedAddresses } from './prerendered';

/**
 * The checks every page passes, on one load of each page: it hydrates without a mismatch, and an
 * English page works from the bundle with the GW2 API unreachable (issue 29), no error shown and
 * no page error. A test opens a few pages in turn in one tab (issue 58: a test of its own costs a
 * page ~1 s more than the next load in the same tab), each as a first visit: storage is emptied
 * before each page's code runs, so each runs its own live check.
 */

/** The English pages of the route table, where the unreachable API is checked too. */
const english = new Set(
  prerenderedPaths({ regions: regionIndex, achievements: otherAchievementIndex }),
);

// Every English and German page (the languages share their code and markup, German has the
// longest words); French and Spanish by two pages each, to keep the suite's time.
const sampled = new Set(['/fr', '/fr/region/Krytan', '/es', '/es/launch/regions']);
const addresses = [
  ...prerenderedAddresses().filter((a) => !/^\/(fr|es)(\/|$)/.test(a) || sampled.has(a)),
  '/region/Krytan?time=NIGHT&auto=off',
  '/launch/search?query=kryta',
];
const PAGES_PER_TEST = 8;

const failureRecorded = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? 'null') as { failedAt?: number } | null)?.failedAt ??
      null,
    LIVE_CHECK_STORAGE_KEY,
  );

test.describe('every page, with the GW2 API unreachable', () => {
  // Another zone and language than the build's: what depends on them must not break hydration.
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'de-DE' });

  test('every English page is checked', () => {
    expect(addresses.filter((address) => english.has(address)).sort()).toEqual([...english].sort());
  });

  for (let first = 0; first < addresses.length; first += PAGES_PER_TEST) {
    const some = addresses.slice(first, first + PAGES_PER_TEST);
    test(`${some[0]} to ${some.at(-1)}: hydrate without a mismatch; English pages work from the bundle`, async ({
      page,
      gw2Api,
    }) => {
      test.setTimeout(some.length * 20_000);
      for (const endpoint of ['/v2/achievements/categories/317', '/v2/achievements', '/v2/items'])
        gw2Api.set(endpoint, (route) => route.abort('internetdisconnected'));
      // Each page a first visit: nothing stored by the page before (e.g. its failed live check).
      await emptyStorageOnEachLoad(page);
      let problems: string[] = [];
      page.on('console', (message) => {
        if (isHydrationProblem(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      for (const address of some) {
        await test.step(address, async () => {
          problems = [];
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (english.has(address)) {
            await expect.poll(() => failureRecorded(page), { timeout: 20_000 }).not.toBeNull();
            // The data page is the one place that says the last check failed.
            if (address === '/help/data')
              await expect(page.getByText(/did not get an answer/)).toBeVisible();
            else
              await expect(
                page.getByText(
                  /could not|did not answer|did not get an answer|unexpected shape|went wrong/i,
                ),
              ).toHaveCount(0);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          }
          expect(problems, address).toEqual([]);
        });
      }
    });
  }
});
