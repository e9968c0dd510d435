import type { Locator, Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { accountAchievementFixture, TEST_API_KEY } from '../src/testing/gw2-fixtures';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Issue 17, items 2, 3 and 7: progress on achievement pages (from the key or the marks), "show
 * only missing" in the address, marking paused while a key's progress shows, and the time filter
 * kept when the region changes.
 */

const PREFIX = 'tyria-fishing-companion:';
const CORS = { 'access-control-allow-origin': '*' };

const asset = <T>(path: string) => JSON.parse(readFileSync(`public/assets/${path}`, 'utf8')) as T;
interface Collection {
  bits: { id: number; index: number }[];
  items: Record<string, { name: string }>;
}
const worldClass = asset<Collection>('Achievements/WorldClassFisher.json');
const fishName = (bit: number) =>
  worldClass.items[String(worldClass.bits.find((b) => b.index === bit)!.id)]!.name;
const fishId = (bit: number) => worldClass.bits.find((b) => b.index === bit)!.id;

const krytan = asset<{ fish: { itemId: number; bitIndex: number }[] }>(
  'Regions/Krytan/Krytan.Region.json',
);
const krytanNames = asset<Record<string, { name: string }>>(
  'Regions/Krytan/Krytan.ItemExtensions.json',
);
const krytanFish = (bit: number) => {
  const itemId = krytan.fish.find((f) => f.bitIndex === bit)!.itemId;
  return { itemId, name: krytanNames[String(itemId)]!.name };
};

/** A previous visit with persistence on left these marks (and, optionally, the key "Main"). */
async function seed(page: Page, { acquired = [] as number[], withKey = false }) {
  await page.addInitScript(
    ({ prefix, key, acquired, withKey }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const write = (name: string, state: unknown) =>
        localStorage.setItem(`${prefix}${name}`, JSON.stringify({ state, version: 1 }));
      write('user-data', { persist: true });
      write('marks', { acquired, completion: {} });
      if (withKey)
        write('api-keys', {
          keys: { Main: { name: 'Main', key, invalid: false } },
          selectedKey: 'Main',
        });
    },
    { prefix: PREFIX, key: TEST_API_KEY, acquired, withKey },
  );
}

const storedMarks = (page: Page) =>
  page.evaluate((prefix) => JSON.parse(localStorage.getItem(`${prefix}marks`) ?? 'null'), PREFIX);

/** The account: World Class Fisher bits 0 and 3, Krytan Fisher bit 0. */
const serveProgress = (route: Route) =>
  route.fulfill({
    json: [
      accountAchievementFixture({ id: 6224, done: false, bits: [0, 3], current: 2, max: 14 }),
      accountAchievementFixture({ id: 6068, done: false, bits: [0] }),
    ],
    headers: CORS,
  });

const slow = { timeout: 20_000 };

/** Activates a control from the keyboard (Playwright refuses to click aria-disabled ones). */
async function pressOn(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}
const itemToggle = (page: Page, name: string, word: 'Caught' | 'Missing') =>
  page.getByRole('button', { name: `${name}: ${word}`, exact: true });
const onlyMissing = (page: Page) => page.getByRole('switch', { name: 'Show only missing' });
const regionGrid = (page: Page, name = 'Kryta') =>
  page.getByRole('group', { name: `Fish of ${name}` });
/** A fish block of the region grid, found by its name (state read from aria-pressed). */
const fishBlock = (page: Page, name: string) =>
  regionGrid(page).getByRole('button', { name: new RegExp(`^${name}, `) });

test.describe('Progress on achievement pages', () => {
  test.setTimeout(60_000);

  test('with a key, each fish shows the account’s state and marking is paused in place', async ({
    page,
    gw2Api,
  }) => {
    gw2Api.set('/v2/account/achievements', serveProgress);
    await seed(page, { acquired: [fishId(5)], withKey: true });
    await page.goto('/achievement/WorldClassFisher');
    await expect(page.getByText('2 / 14 items')).toBeVisible(slow);
    await expect(page.getByRole('button', { name: /: Caught$/ })).toHaveCount(2);
    await expect(itemToggle(page, fishName(0), 'Caught')).toBeVisible();
    await expect(itemToggle(page, fishName(3), 'Caught')).toBeVisible();
    // The hand-marked fish is not shown as caught: the key's progress is the source.
    await expect(itemToggle(page, fishName(5), 'Missing')).toBeVisible();

    const note = page.getByRole('note');
    await expect(note).toContainText(
      'Progress comes from your API key “Main” — manual marks are paused',
    );
    const missing = itemToggle(page, fishName(1), 'Missing');
    await expect(missing).toHaveAttribute('aria-disabled', 'true');
    // Playwright never clicks an aria-disabled control; a keyboard press still reaches it.
    await pressOn(page, missing);
    await expect(missing).toHaveAttribute('aria-pressed', 'false');
    expect((await storedMarks(page)).state.acquired).toEqual([fishId(5)]);
    await expectNoSeriousA11yViolations(page);

    await note.getByRole('link', { name: /unselect the key/ }).click();
    await expect(page).toHaveURL(/\/settings\/general$/);
  });

  test('without a key, the marks show and a fish is marked there; "only missing" survives a reload', async ({
    page,
  }) => {
    await seed(page, { acquired: [fishId(0)] });
    await page.goto('/achievement/WorldClassFisher');
    await expect(itemToggle(page, fishName(0), 'Caught')).toBeVisible(slow);
    await expect(page.getByRole('button', { name: /: Missing$/ })).toHaveCount(13);
    await expect(page.getByRole('note')).toHaveCount(0);

    await itemToggle(page, fishName(2), 'Missing').click();
    await expect(itemToggle(page, fishName(2), 'Caught')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 / 14 items')).toBeVisible();

    await onlyMissing(page).click();
    await expect(page).toHaveURL(/\?missing=1$/);
    await expect(page.getByRole('button', { name: /: Caught$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /: Missing$/ })).toHaveCount(12);

    await page.reload();
    await expect(onlyMissing(page)).toBeChecked(slow);
    await expect(page.getByRole('button', { name: /: Missing$/ })).toHaveCount(12);
    await expect(itemToggle(page, fishName(0), 'Caught')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('trash items are marked by hand too', async ({ page }) => {
    await seed(page, {});
    await page.goto('/achievement/AquaticTrashCollector');
    await expect(page.getByRole('button', { name: /: Missing$/ })).toHaveCount(14, slow);
    await itemToggle(page, 'Broken Bottle', 'Missing').click();
    await expect(itemToggle(page, 'Broken Bottle', 'Caught')).toBeVisible();
    await expect(page.getByText('1 / 14 items')).toBeVisible();
  });
});

test.describe('Region page: progress and kept filters', () => {
  test.setTimeout(60_000);

  test('with a key, pressing a fish changes nothing and the page says why', async ({
    page,
    gw2Api,
  }) => {
    gw2Api.set('/v2/account/achievements', serveProgress);
    const [first, second, marked] = [krytanFish(0), krytanFish(1), krytanFish(4)];
    await seed(page, { acquired: [marked.itemId], withKey: true });
    await page.goto('/region/Krytan?auto=off');
    await expect(fishBlock(page, first.name)).toHaveAttribute('aria-pressed', 'true', slow);
    await expect(fishBlock(page, marked.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('note')).toContainText('manual marks are paused');
    await pressOn(page, fishBlock(page, second.name));
    await pressOn(page, fishBlock(page, first.name));
    await expect(fishBlock(page, second.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(fishBlock(page, first.name)).toHaveAttribute('aria-pressed', 'true');
    expect((await storedMarks(page)).state.acquired).toEqual([marked.itemId]);
  });

  test('"show only missing" hides caught fish, lives in the address and survives a reload', async ({
    page,
  }) => {
    const [first, second] = [krytanFish(0), krytanFish(1)];
    await seed(page, { acquired: [first.itemId] });
    await page.goto('/region/Krytan?auto=off');
    await expect(fishBlock(page, first.name)).toHaveAttribute('aria-pressed', 'true', slow);
    await onlyMissing(page).click();
    await expect(fishBlock(page, first.name)).toBeHidden();
    await expect(page).toHaveURL(/\?auto=off&missing=1$/);
    await fishBlock(page, second.name).click();
    await expect(fishBlock(page, second.name)).toBeHidden();

    await page.reload();
    await expect(onlyMissing(page)).toBeChecked(slow);
    await expect(fishBlock(page, first.name)).toBeHidden();
    await expect(fishBlock(page, second.name)).toBeHidden();
    await expect(fishBlock(page, krytanFish(2).name)).toBeVisible();
  });

  test('changing region keeps the time filter and the auto switch, and resets bait', async ({
    page,
  }) => {
    await page.goto('/region/Krytan');
    await expect(regionGrid(page).locator('[data-bit]').first()).toBeAttached(slow);
    const time = page.getByRole('group', { name: 'Time of day' });
    await time.getByRole('button', { name: /^Night, / }).click();
    await page.getByRole('switch', { name: /Auto filter/ }).click();
    const firstBait = page.getByRole('group', { name: 'Bait' }).getByRole('button').first();
    await firstBait.click();
    await expect(page).toHaveURL(/time=NIGHT/);
    await expect(page).toHaveURL(/auto=off/);
    await expect(page).toHaveURL(/bait=/);

    // In-app, to another region through the Regions tab.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Launch' })
        .click();
      await expect(page).toHaveURL(/\/launch/, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.getByTestId('region-card-Orrian').first().click();
    await expect(page).toHaveURL(/\/region\/Orrian\?time=NIGHT&auto=off$/, slow);
    const orrTime = page.getByRole('group', { name: 'Time of day' });
    await expect(orrTime.getByRole('button', { name: /^Night, / })).toHaveAttribute(
      'data-state',
      'inclusive',
    );
    await expect(page.getByRole('switch', { name: /Auto filter/ })).not.toBeChecked();
    await expect(
      page
        .getByRole('group', { name: 'Bait' })
        .locator('[data-state="inclusive"], [data-state="exclusive"]'),
    ).toHaveCount(0);
  });
});
