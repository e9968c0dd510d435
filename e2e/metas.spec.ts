import type { Locator, Route } from '@playwright/test';
import type { AccountAchievement } from '@gw2api/types/data/account-achievements';
import { otherAchievementIndex, regionIndex } from '../src/lib/catalog/catalog-index';
import {
  expect,
  expectNoSeriousA11yViolations,
  layoutShiftSum,
  recordLayoutShifts,
  seedSelectedKey,
  seedStorage,
  test,
} from './fixtures';

/**
 * Issue 59: `/launch/metas`, the six fishing metas as a ladder with the player's place, and the
 * cheapest collections to the next tier with a session planned for exactly those.
 */

const CORS = { 'access-control-allow-origin': '*' };
const answer = (entries: AccountAchievement[]) => (route: Route) =>
  route.fulfill({ json: entries, headers: CORS });
const slow = { timeout: 20_000 };
const MAX_CLS = 0.05;

// 12 of 30: five regions with their regional and avid collections, the trash and treasure
// collectors; the game's top meta counts the same 12, the first two metas are done.
const DONE_REGIONS = ['Krytan', 'Ascalonian', 'Shiverpeaks', 'Maguuma', 'Orrian'];
const doneIds = [
  ...regionIndex
    .filter((region) => DONE_REGIONS.includes(region.key))
    .flatMap((region) => region.achievementIds),
  6439,
  6505,
];
const progress: AccountAchievement[] = [
  ...doneIds.map((id) => ({ id, done: true })),
  // The Desert's regional collection half caught: its missing fish are the rest.
  { id: 6317, done: false, current: 7, max: 14, bits: [0, 1, 2, 3, 4, 5, 6] },
  { id: 6201, done: true, current: 5, max: 5 },
  { id: 6478, done: true, current: 10, max: 10 },
  { id: 6109, done: false, current: 12, max: 15 },
  { id: 6111, done: false, current: 12, max: 30 },
];

/** The session's and planner's key of a collection named as the page names it. */
function planKeyOf(name: string): string | undefined {
  const region = regionIndex.find(
    (entry) => entry.achievementName === name || `Avid ${entry.achievementName}` === name,
  );
  return region?.key ?? otherAchievementIndex.find((entry) => entry.name === name)?.key;
}

/** The planner's name of a collection key: a region's name, or the achievement's. */
const plannerNameOf = (key: string) =>
  regionIndex.find((entry) => entry.key === key)?.displayName ??
  otherAchievementIndex.find((entry) => entry.key === key)?.name;

/** The collections a session or planner link names in its `in=`, sorted. */
const linkedKeys = async (link: Locator) =>
  new URL((await link.getAttribute('href')) ?? '', 'http://x').searchParams
    .get('in')
    ?.split(',')
    .sort();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('with a key at 12 of 30, I’m Very Buoyant is next: three collections and their session', async ({
  page,
  gw2Api,
}) => {
  test.setTimeout(90_000);
  gw2Api.set('/v2/account/achievements', answer(progress));
  await seedSelectedKey(page);
  await page.goto('/launch/metas');

  await expect(page.getByText('12 of 30 collections completed')).toBeVisible(slow);
  await expect(page.getByText('From your API key’s progress.')).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toContainText("I'm Very Buoyant");
  await expect(page.locator('li[aria-current="step"]')).toContainText('Next: 3 to go');
  await expect(page.getByText(/The game counts/)).toHaveCount(0);

  await expect(page.getByRole('heading', { name: "Next: I'm Very Buoyant" })).toBeVisible(slow);
  const picks = page.getByRole('list', { name: "Collections to finish for I'm Very Buoyant" });
  const cards = picks.locator(':scope > li');
  await expect(cards).toHaveCount(3);
  const names = await cards.getByRole('heading', { level: 4 }).allTextContents();
  for (const [i, name] of names.entries()) {
    expect(planKeyOf(name), name).toBeDefined();
    // Each names its missing fish, with when each bites next; an avid round whose base is
    // proposed above it says it follows that base.
    const fish = cards
      .nth(i)
      .getByRole('list', { name: /^Missing items of / })
      .getByRole('listitem');
    if ((await fish.count()) === 0) {
      await expect(cards.nth(i)).toContainText(/above is done: all \d+ items of its Avid round/);
    } else {
      await expect(fish.first()).toContainText(/ — (bites now|bites any time|next at)/);
    }
  }
  const fishLines = picks.getByRole('list', { name: /^Missing items of / }).getByRole('listitem');
  expect(await fishLines.count()).toBeGreaterThan(3);

  // Every tier above says what it takes.
  const above = page.getByRole('heading', { name: 'The tiers above' });
  await expect(above).toBeVisible();
  await expect(page.getByText(/^I Have Many Lure-Bound Hooks: 8 more collections/)).toBeVisible();
  await expect(
    page.getByText(/^Cod Swimming Amongst Mere Minnows: 18 more collections/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The session link plans exactly those three collections.
  const keys = [...new Set(names.map((name) => planKeyOf(name)))];
  const link = page.getByRole('link', { name: /^Plan a session for these \d collections$/ });
  expect(await linkedKeys(link)).toEqual(keys.sort());

  // One planner link for those collections, and one for each tier above.
  const plannerLink = page.getByRole('link', { name: 'Plan these in the planner', exact: true });
  expect(await linkedKeys(plannerLink)).toEqual(keys.sort());
  await expect(page.getByRole('link', { name: /^Plan these in the planner for / })).toHaveCount(3);

  // The planner opens scoped to them: it names them, and every fish it lists is theirs.
  await plannerLink.click();
  await expect(page).toHaveURL(/\/launch\/planner\?in=/);
  const plannerNames = keys.map((key) => plannerNameOf(key ?? '') ?? '');
  const scopeNote = page
    .getByRole('note')
    .filter({ hasText: /^Planning for these \d collections:/ });
  for (const name of plannerNames) await expect(scopeNote).toContainText(name, slow);
  await expect(page.getByRole('combobox', { name: 'Plan for' })).toHaveValue(
    `The ${keys.length} collections of the link`,
  );
  const theirs = new RegExp(`^(${plannerNames.map(escaped).join('|')}) `);
  const catchable = page.getByRole('region', { name: /^Catchable now/ });
  await expect(catchable.getByRole('heading', { level: 3 })).toBeVisible(slow);
  const groups = await catchable.getByRole('button', { name: / \d+ fish/ }).allTextContents();
  const later = page.getByRole('region', { name: /^Coming up/ });
  const rows = await later.getByRole('listitem').locator('p:first-child').allTextContents();
  const listed = [...groups, ...rows.filter((row) => row.includes(' — '))];
  expect(listed.length).toBeGreaterThan(0);
  for (const title of listed) expect(title).toMatch(theirs);
  // Cleared, it plans every regional collection again.
  await page.getByRole('button', { name: 'Plan for all regional collections' }).click();
  await expect(scopeNote).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Plan for' })).toHaveValue(
    'All regional collections',
  );
  await expect(page).not.toHaveURL(/in=/);
  await page.goBack();

  await link.click();
  await expect(page).toHaveURL(/\/launch\/session\?in=/);
  await expect(page.getByText(`Options: ${keys.length} chosen collections`)).toBeVisible(slow);
});

test('without a key the marks place the player, the page holds still and reads well', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Kryta and Ascalon completed twice each (regional and avid), World Class once: 5 collections.
  await seedStorage(page, {
    marks: { acquired: [], completion: { Krytan: 2, Ascalonian: 2, WorldClassFisher: 1 } },
  });
  await recordLayoutShifts(page);
  await page.goto('/launch/metas');

  await expect(page.getByText('5 of 30 collections completed')).toBeVisible(slow);
  await expect(page.getByText(/^From your marks on this device/)).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toContainText('Fishmongers Know Me');
  await expect(page.getByRole('heading', { name: 'Next: Fishmongers Know Me' })).toBeVisible(slow);
  await expect(
    page
      .getByRole('list', { name: 'Collections to finish for Fishmongers Know Me' })
      .locator(':scope > li'),
  ).toHaveCount(5);

  await page.waitForTimeout(1500);
  expect(await layoutShiftSum(page)).toBeLessThanOrEqual(MAX_CLS);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: the tab is reachable in the tab bar and the first link of the ladder takes focus.
  const firstTier = page.getByRole('link', { name: 'Kind of a Big Reel' });
  await firstTier.focus();
  await expect(firstTier).toBeFocused();
});
