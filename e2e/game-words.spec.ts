import type { Route } from '@playwright/test';
import { BAIT_LABELS } from '../src/lib/catalog/catalog-enums';
import { achievementFixture, itemFixture } from '../src/testing/gw2-fixtures';
import { englishHint, germanHint } from '../src/testing/localized-hints';
import { expect, expectNoSeriousA11yViolations, test, type Gw2ApiMock } from './fixtures';
import {
  askedIds as ids,
  holeWord,
  KRYTAN_FISHER,
  krytanFish,
  TIME_WORDS,
  type KrytanFish as Fish,
} from './krytan-game';

/**
 * Issue 30 item 3: a German page shows the game's German words once the API has answered with
 * `lang=de` — fish names from `/v2/items`, bait and hole words read from the German hint beside
 * the English one — and the English words while the API cannot be reached.
 */

// German words for the German hints: test data starting "Test", not the game's (issue 30: the
// API's German texts could not be found offline; the spec checks where the words show). No
// trailing "(…)": in a hint that is a mark such as "(Higher Chance)".
const GERMAN: Record<string, string> = {
  Any: 'Testbeliebig',
  'Open Water': 'Testoffenwasser',
  'Coastal Fish': 'Testküstenfisch',
  'Lake Fish': 'Testseefisch',
  'River Fish': 'Testflussfisch',
  Shrimpling: 'Testgarnelchen',
  'Freshwater Minnow': 'Testelritze',
  'Fish Egg': 'Testfischrogen',
  Daytime: 'Testtagsüber',
  Nighttime: 'Testnachts',
};
const german = (word: string) => GERMAN[word] ?? `Test${word}`;
const hintOf = (fish: Fish, words: (word: string) => string, hint: typeof englishHint) =>
  hint(
    fish.fishingHole.map((hole) => words(holeWord(hole))).join(', '),
    words(fish.bait === 'ANY' ? 'Any' : BAIT_LABELS[fish.bait]),
    words(TIME_WORDS[fish.timeOfDay]),
  );
const germanName = (fish: Fish) => `${fish.name} auf Deutsch (T)`;
/** A name at the start of an accessible name ("…, nicht gefangen"), its parentheses as text. */
const startingWith = (name: string) => new RegExp(`^${name.replace(/[()]/g, '\\$&')}`);

/** The game answering Krytan Fisher and its fish in English and German (other ids: none). */
function serveGermanGame(gw2Api: Gw2ApiMock) {
  const fish = Object.entries(krytanFish);
  gw2Api.set('/v2/achievements', (route: Route, url: URL) => {
    if (!ids(url).includes(KRYTAN_FISHER)) return route.fulfill({ json: [] });
    const de = url.searchParams.get('lang') === 'de';
    return route.fulfill({
      json: [
        achievementFixture({
          id: KRYTAN_FISHER,
          name: de ? 'Krytanischer Angler (T)' : 'Krytan Fisher',
          bits: fish.map(([id, entry]) => ({
            type: 'Item',
            id: Number(id),
            text: de ? hintOf(entry, german, germanHint) : hintOf(entry, (w) => w, englishHint),
          })),
        }),
      ],
    });
  });
  gw2Api.set('/v2/items', (route: Route, url: URL) =>
    route.fulfill({
      json: ids(url).map((id) => {
        const entry = krytanFish[String(id)];
        return url.searchParams.get('lang') === 'de' && entry
          ? itemFixture({ id, name: germanName(entry) })
          : itemFixture({ id });
      }),
    }),
  );
}

/** The words arrive once the app is live and idle: a few seconds. */
const LIVE = { timeout: 20_000 };
// Black Lionfish bites at any time (the auto filter never hides it), with Shrimpling at Coastal holes.
const lionfish = krytanFish['97527']!;

test.describe('the game’s words on a German page', () => {
  test('/de/region/Krytan shows the German fish names, bait and hole words', async ({
    page,
    gw2Api,
  }) => {
    serveGermanGame(gw2Api);
    await page.goto('/de/region/Krytan');
    await expect(
      page.getByRole('button', { name: startingWith(germanName(lionfish)) }),
    ).toBeVisible(LIVE);
    await expect(page.getByRole('button', { name: /^Black Lionfish, / })).toHaveCount(0);
    // The filters' bait and hole buttons, named by the words read from the German hint.
    const filters = page.getByRole('region', { name: 'Filter' });
    for (const word of ['Testgarnelchen', 'Testküstenfisch', 'Testseefisch', 'Testflussfisch'])
      await expect(filters.getByRole('button', { name: startingWith(word) })).toBeVisible();
    await expect(filters).not.toContainText('Shrimpling');
    // And a fish's details: its bait and hole in German.
    await page.getByRole('button', { name: `Details zu ${germanName(lionfish)}` }).click();
    const details = page.getByRole('dialog', { name: `Details zu ${germanName(lionfish)}` });
    await expect(details).toContainText('Testgarnelchen');
    await expect(details).toContainText('Testküstenfisch');
    const asked = gw2Api.requests.filter((url) => url.searchParams.get('lang') === 'de');
    expect(asked.map((url) => url.pathname).sort()).toEqual(['/v2/achievements', '/v2/items']);
  });

  test('offline, the bundled German names and words stay', async ({ page, gw2Api }) => {
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    gw2Api.set('/v2/achievements', unreachable);
    gw2Api.set('/v2/items', unreachable);
    await page.goto('/de/region/Krytan');
    // The words were asked for (the API did not answer), and the game's German names the build
    // bundles stand in (issue 60 item 2), the bait's from its item's name.
    await expect
      .poll(() => gw2Api.requests.some((url) => url.searchParams.get('lang') === 'en'), LIVE)
      .toBe(true);
    await expect(page.getByRole('button', { name: /^Schwarzer Feuerfisch, / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Krevette/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Black Lionfish, / })).toHaveCount(0);
    await expect(page.getByText(/\(T\)|^Test/)).toHaveCount(0);
  });

  for (const width of [1280, 390]) {
    test(`is axe-clean with the German words at ${width} px`, async ({ page, gw2Api }) => {
      test.slow(); // axe over the region page on a busy machine
      serveGermanGame(gw2Api);
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/de/region/Krytan');
      await expect(
        page.getByRole('button', { name: startingWith(germanName(lionfish)) }).first(),
      ).toBeAttached(LIVE);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
