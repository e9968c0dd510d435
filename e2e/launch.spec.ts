import type { Page } from '@playwright/test';
import { consoleText, expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** 2026-07-29 (UTC): the rotation's daily is "Daily End of Dragons Fisher" (four Canthan regions). */
const END_OF_DRAGONS_DAY = new Date('2026-07-29T12:00:00Z');
const END_OF_DRAGONS = [
  'Seitung Province',
  'New Kaineng City',
  'The Echovald Wilds',
  "Dragon's End",
];

const regionCards = (page: Page) => page.locator('main a[href^="/region/"]');
const resultItems = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Regions tab', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(END_OF_DRAGONS_DAY);
  });

  test("shows 16 compact region cards with their own art, with today's dailies boxed above", async ({
    page,
  }) => {
    await page.goto('/launch/regions');
    await expect(regionCards(page)).toHaveCount(16);
    const box = page.getByRole('region', { name: "Today's fishing daily" });
    await expect(box).toContainText('Daily End of Dragons Fisher');
    await expect(box).toContainText("follows the game's fixed 8-day rotation");
    for (const name of END_OF_DRAGONS) {
      const card = box.getByRole('link', { name: new RegExp(name) });
      await expect(card).toContainText(/daily/i);
      await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
    }
    await expect(box.getByRole('link')).toHaveCount(4);

    const kryta = page.getByRole('link', { name: /^Kryta/ });
    await expect(kryta).toContainText('Fishing power: 450');
    await expect(kryta).toContainText('0 / 21 fish caught');
    await expect(kryta).not.toContainText(/daily/i);
    // Issue 17: compact cards, each with its region's own drawn art and a progress ring.
    const arts = new Set<string>();
    for (const card of await regionCards(page).all()) {
      expect((await card.boundingBox())?.height).toBeLessThanOrEqual(130);
      const art = card.locator('svg[data-region-art]');
      await expect(art).toHaveAttribute('aria-hidden', 'true');
      arts.add((await art.getAttribute('data-region-art')) ?? '');
      await expect(card.locator('[data-progress-ring]')).toBeVisible();
    }
    expect(arts.size).toBe(16);
    // The box comes before the other cards.
    const boxTop = (await box.boundingBox())?.y ?? Infinity;
    expect(boxTop).toBeLessThan((await kryta.boundingBox())?.y ?? 0);
    await expectNoSeriousA11yViolations(page);
  });

  test('names a daily without a region of its own', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-07-30T06:00:00Z'));
    await page.goto('/launch/regions');
    const box = page.getByRole('region', { name: "Today's fishing daily" });
    await expect(box).toContainText('Daily Heart of Maguuma Fisher');
    await expect(box.getByRole('link')).toHaveCount(0);
    await expect(regionCards(page)).toHaveCount(16);
  });

  test('cards are links: keyboard Enter and middle-click work', async ({ page, context }) => {
    await page.goto('/launch/regions');
    const castora = page.getByRole('link', { name: /Castora/ });
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      castora.click({ button: 'middle' }),
    ]);
    await expect(opened).toHaveURL(/\/region\/Castora$/);
    await opened.close();
    await expect(page).toHaveURL(/\/launch\/regions$/);

    await page.getByRole('link', { name: /^Kryta/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/region\/Krytan$/);
  });
});

test.describe('Search tab', () => {
  test('shows help while empty; "kryta" shows the Kryta region card first', async ({ page }) => {
    await page.goto('/launch/search');
    const help = page.getByRole('region', { name: 'How to search' });
    for (const attribute of [
      'name',
      'achievement',
      'region',
      'time of day',
      'bait',
      'fishing hole',
    ]) {
      await expect(help.getByText(attribute, { exact: true })).toBeVisible();
    }
    const box = page.getByRole('searchbox', { name: /Search fish/ });
    await box.pressSequentially('kryta');
    await expect(page).toHaveURL(/\?query=kryta$/);
    await expect(page.getByRole('status')).toHaveText('22 results');
    const items = resultItems(page);
    // The best 20 first (RESULTS_SHOWN); "Show all" adds the rest.
    await expect(items).toHaveCount(20);
    await page.getByRole('button', { name: 'Show all 22 results' }).click();
    await expect(items).toHaveCount(22);
    // The region named so first (its card links to the region), then its 21 fish.
    await expect(items.first()).toContainText(/^Kryta/);
    await expect(items.first().getByRole('link', { name: /^Kryta/ })).toHaveAttribute(
      'href',
      '/region/Krytan',
    );
    for (let i = 1; i < 22; i++) await expect(items.nth(i)).toContainText('Bait:');
    // Typing replaced the history entry: one step back leaves the tab.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/launch\/search/);
  });

  test('a quoted phrase is one token; unquoted words count separately', async ({ page }) => {
    await page.goto('/launch/search?query=%22open%20water%22');
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^\d+ results?$/);
    const phraseCount = Number((await status.textContent())?.split(' ')[0]);
    for (const item of await resultItems(page).all())
      await expect(item).toContainText('Open Water');

    const box = page.getByRole('searchbox', { name: /Search fish/ });
    await box.fill('open water');
    await expect(page).toHaveURL(/\?query=open\+water$/);
    await expect(status).not.toHaveText(`${phraseCount} results`);
    const wordsCount = Number((await status.textContent())?.split(' ')[0]);
    expect(wordsCount).toBeGreaterThan(phraseCount);
    // Both words (Open Water fish) rank above one word (other holes with "water").
    await expect(resultItems(page).first()).toContainText('Open Water');

    // Quoted and unquoted mixed: "dusk / dawn" lake → fish with both first.
    await box.fill('"dusk / dawn" lake');
    await expect(resultItems(page).first()).toContainText('Dusk / Dawn');
    await expect(resultItems(page).first()).toContainText('Lake');
  });

  test('keeps ?query= across a reload, survives odd text and is keyboard-usable', async ({
    page,
  }) => {
    await page.goto('/launch/search');
    const box = page.getByRole('searchbox', { name: /Search fish/ });
    await box.focus();
    await page.keyboard.type('"world class fisher"');
    await expect(page).toHaveURL(/query=%22world\+class\+fisher%22/);
    await page.reload();
    await expect(box).toHaveValue('"world class fisher"');
    await expect(page.getByRole('status')).toHaveText('16 results');
    // The achievements named so first, then their fish.
    await expect(resultItems(page).nth(1)).toContainText(/^World Class Fisher/);

    for (const odd of ['(((', '[a-z', '"unbalanced', '🐟🎣', '\\', 'x'.repeat(300)]) {
      await box.fill(odd);
      await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);

    await box.fill('angelfin');
    await expect(resultItems(page)).not.toHaveCount(0);
    await box.press('Tab');
    await expect(resultItems(page).first().getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/region\//);
  });

  test('a malformed catalog file is said in a sentence instead of a blank page', async ({
    page,
  }) => {
    const logged = consoleText(page);
    await page.route('**/assets/Regions/Janthir/Janthir.ItemExtensions.json*', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"1": ' }),
    );
    await openInApp(page, '/launch/search?query=lake');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('A catalog file this page needs could not be read.');
    await expect(alert).not.toContainText('Janthir.ItemExtensions.json');
    // The file is named for those who debug.
    await expect.poll(logged).toContain('Janthir.ItemExtensions.json: it is not valid JSON.');
    await expect(page.getByRole('searchbox', { name: /Search fish/ })).toHaveValue('lake');
    // The rest of the catalog is still searched.
    await expect(resultItems(page).first()).toContainText('Lake');
  });

  test('is axe-clean with results', async ({ page }) => {
    await page.goto('/launch/search?query=kryta');
    // The first 20 and the "Show all" button under them.
    await expect(resultItems(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Show all 22 results' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Achievements', () => {
  test('the tab shows 12 cards, 200 px high, with progress', async ({ page }) => {
    await page.goto('/launch/achievements');
    const cards = page.locator('main a[href^="/achievement/"]');
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('link', { name: /^World Class Fisher/ })).toContainText(
      '0 / 14 done',
    );
    for (const card of await cards.all()) {
      expect((await card.boundingBox())?.height).toBeCloseTo(200, 0);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /^World Class Fisher/ }).click();
    await expect(page).toHaveURL(/\/achievement\/WorldClassFisher$/);
  });

  test('the page has a banner with its wiki link, progress, fish and children', async ({
    page,
  }) => {
    await page.goto('/achievement/WorldClassFisher');
    await expect(page.getByRole('heading', { level: 1, name: 'World Class Fisher' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /World Class Fisher on the Guild Wars 2 wiki/ }),
    ).toHaveAttribute('href', 'https://wiki.guildwars2.com/wiki/World_Class_Fisher');
    await expect(page.getByText('0 / 14 items')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fish (14)' })).toBeVisible();
    await expect(page.getByText('Fangfish')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Its fish open the region grid's details, by keyboard too (issue 60 item 5).
    const button = page.getByRole('button', { name: 'Details of Fangfish' });
    await button.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Details of Fangfish' });
    await expect(details).toContainText('Fishing power: 50');
    await expect(
      details.getByRole('link', { name: 'World Class Fisher (opens in a new tab)', exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(button).toBeFocused();
    await page.getByRole('link', { name: 'Avid World Class Fisher' }).click();
    await expect(page).toHaveURL(/\/achievement\/AvidWorldClassFisher$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Avid World Class Fisher' }),
    ).toBeVisible();
  });

  test('a meta achievement links its collections to the regions', async ({ page }) => {
    await page.goto('/achievement/KindOfABigReel');
    await page.getByRole('link', { name: 'Orrian Fisher', exact: true }).click();
    await expect(page).toHaveURL(/\/region\/Orrian$/);
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the whole region list fits in 2 500 px', async ({ page }) => {
    await page.clock.setFixedTime(END_OF_DRAGONS_DAY);
    await page.goto('/launch/regions');
    await expect(regionCards(page)).toHaveCount(16);
    await expect(regionCards(page).last()).toContainText('fish caught');
    const top = (await page.getByRole('heading', { name: 'Regions', level: 2 }).boundingBox())!.y;
    const last = (await regionCards(page).last().boundingBox())!;
    expect(last.y + last.height - top).toBeLessThanOrEqual(2500);
  });

  // /launch/regions, /launch/achievements and /achievement/WorldClassFisher are checked the same
  // way at 390 px by e2e/routes.spec.ts (on the load its axe check makes).
  for (const path of ['/launch/search?query=kryta']) {
    test(`${path} fits without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main a').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
