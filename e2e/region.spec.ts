import { readFileSync } from 'node:fs';
import {
  emptyStorageOnEachLoad,
  expect,
  expectNoSeriousA11yViolations,
  test,
  isHydrationProblem,
} from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { encode } from 'gw2e-chat-codes';

interface Fish {
  itemId: number;
  bitIndex: number;
  name: string;
  timeOfDay: string;
  higherChanceTime: string | null;
  bait: string;
  fishingHole: string[];
}

/** A region's fish straight from the generated assets (what the page must show). */
function regionFish(key: string): Fish[] {
  const dir = `public/assets/Regions/${key}/${key}`;
  const region = JSON.parse(readFileSync(`${dir}.Region.json`, 'utf8')) as {
    fish: { itemId: number; bitIndex: number }[];
  };
  const ext = JSON.parse(readFileSync(`${dir}.ItemExtensions.json`, 'utf8')) as Record<
    string,
    Omit<Fish, 'itemId' | 'bitIndex'>
  >;
  return region.fish.map((f) => ({ ...f, ...ext[String(f.itemId)]! }));
}

const krytan = regionFish('Krytan');
const seitung = regionFish('SeitungProvince');
const withTime = (fish: Fish[], ...times: string[]) =>
  fish.filter((f) => times.includes(f.timeOfDay)).length;
const at = (utc: string) => new Date(`2026-11-22T${utc}Z`);

const grid = (page: Page, region = 'Kryta') =>
  page.getByRole('group', { name: `Fish of ${region}` });
/** The fish toggles shown: filtered-out fish are hidden, so role queries skip them. */
const shownFish = (page: Page, region?: string) =>
  grid(page, region).getByRole('button', { name: /, (not )?caught$/ });
const filterButton = (page: Page, group: string, label: string) =>
  page
    .getByRole('group', { name: group })
    .getByRole('button', { name: new RegExp(`^\\*?${label}\\*?, `) });

/** Opens a region page and waits for its grid (slow shared CI machines need the margin). */
async function open(page: Page, url: string, region = 'Kryta') {
  await page.goto(url);
  await expect(grid(page, region).locator('[data-bit]').first()).toBeAttached({ timeout: 20_000 });
}

async function expectState(button: Locator, state: string, count: number) {
  await expect(button).toHaveAttribute('data-state', state);
  await expect(button).toHaveAccessibleName(new RegExp(`, ${count} fish(,|$)`));
  // Spec §4: an exclusive button is marked with asterisks; the others show none.
  await expect(button.locator('[data-star]')).toHaveCount(2);
  for (const star of await button.locator('[data-star]').all())
    await expect(star).toBeVisible({ visible: state === 'exclusive' });
}

test.describe('Region page', () => {
  test.describe.configure({ timeout: 60_000 });

  test('places every fish by its achievement bit: 7 columns of 70 px blocks with 3 px borders', async ({
    page,
  }) => {
    await open(page, '/region/Krytan?auto=off');
    await expect(shownFish(page)).toHaveCount(krytan.length);
    const box = async (bit: number) => {
      const b = await grid(page).locator(`[data-bit="${bit}"]`).boundingBox();
      if (!b) throw new Error(`no block for bit ${bit}`);
      return b;
    };
    const origin = await box(0);
    expect(Math.round(origin.width)).toBe(70);
    const step = (await box(1)).x - origin.x;
    for (const { bitIndex } of krytan) {
      const b = await box(bitIndex);
      expect(b.x).toBeCloseTo(origin.x + (bitIndex % 7) * step, 0);
      expect(b.y).toBeCloseTo(origin.y + Math.floor(bitIndex / 7) * step, 0);
    }
    const border = await grid(page)
      .locator('[data-bit="0"] button[aria-pressed]')
      .evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(border).toBe('3px');
    // The block at bit 8 is the fish with that bit.
    const eighth = krytan.find((f) => f.bitIndex === 8)!;
    await expect(grid(page).locator('[data-bit="8"]')).toHaveAttribute(
      'data-item-id',
      String(eighth.itemId),
    );
  });

  test('time buttons cycle included → exclusive → cleared with the spec’s matching rules', async ({
    page,
  }) => {
    await open(page, '/region/Krytan?auto=off');
    const night = filterButton(page, 'Time of day', 'Night');
    await expectState(night, 'cleared', withTime(krytan, 'NIGHT', 'ANY'));

    await night.click();
    await expectState(night, 'inclusive', withTime(krytan, 'NIGHT', 'ANY'));
    await expect(shownFish(page)).toHaveCount(withTime(krytan, 'NIGHT', 'ANY'));
    await expect(page).toHaveURL(/[?&]time=NIGHT/);

    await night.click();
    await expectState(night, 'exclusive', withTime(krytan, 'NIGHT'));
    await expect(shownFish(page)).toHaveCount(withTime(krytan, 'NIGHT'));
    await expect(page).toHaveURL(/[?&]xtime=NIGHT/);

    // The filtered view survives a reload (the address carries it).
    await page.reload();
    await expect(grid(page).locator('[data-bit]').first()).toBeAttached({ timeout: 20_000 });
    await expect(shownFish(page)).toHaveCount(withTime(krytan, 'NIGHT'));

    await filterButton(page, 'Time of day', 'Night').click();
    await expectState(night, 'cleared', withTime(krytan, 'NIGHT', 'ANY'));
    await expect(shownFish(page)).toHaveCount(krytan.length);
  });

  test('bait and hole buttons: inclusive keeps ANY, exclusive only exact; counts match', async ({
    page,
  }) => {
    await open(page, '/region/Krytan?auto=off');
    const bait = 'FRESHWATER_MINNOW';
    const exactBait = krytan.filter((f) => f.bait === bait).length;
    const anyBait = krytan.filter((f) => f.bait === 'ANY').length;
    const minnow = filterButton(page, 'Bait', 'Freshwater Minnow');
    await minnow.click();
    await expectState(minnow, 'inclusive', exactBait + anyBait);
    await expect(shownFish(page)).toHaveCount(exactBait + anyBait);
    await minnow.click();
    await expectState(minnow, 'exclusive', exactBait);
    await expect(shownFish(page)).toHaveCount(exactBait);

    // With bait exclusive, each hole button counts the minnow fish it would show.
    const openWater = filterButton(page, 'Fishing hole', 'Open Water');
    const minnowFish = krytan.filter((f) => f.bait === bait);
    const inHole = (hole: string, exact: boolean) =>
      minnowFish.filter(
        (f) => f.fishingHole.includes(hole) || (!exact && f.fishingHole.includes('ANY')),
      ).length;
    await expectState(openWater, 'cleared', inHole('NONE', false));
    await openWater.click();
    await openWater.click();
    await expectState(openWater, 'exclusive', inHole('NONE', true));
    await expect(shownFish(page)).toHaveCount(inHole('NONE', true));
    await expect(page).toHaveURL(/xbait=FRESHWATER_MINNOW/);
    await expect(page).toHaveURL(/xhole=NONE/);
  });

  test('auto filter follows the frozen Tyrian clock and can be turned off', async ({ page }) => {
    await page.clock.setFixedTime(at('00:10:00')); // Tyria: night
    await open(page, '/region/Krytan');
    await expect(shownFish(page)).toHaveCount(withTime(krytan, 'NIGHT', 'ANY'));
    await page.getByRole('switch', { name: 'Auto filter' }).click();
    await expect(shownFish(page)).toHaveCount(krytan.length);
    await expect(page).toHaveURL(/auto=off/);
  });

  // Each phase a fresh load of the page in one tab, a first visit (e2e/every-page.spec.ts says why).
  test('auto filter in Kryta follows each phase of the Tyrian clock', async ({ page }) => {
    test.setTimeout(3 * 30_000);
    await emptyStorageOnEachLoad(page);
    for (const [utc, phase, times] of [
      ['01:00:00', 'day', ['DAY', 'ANY']],
      ['01:42:00', 'dusk', ['DAY', 'NIGHT', 'TWILIGHT', 'ANY']],
      ['00:27:00', 'dawn', ['DAY', 'NIGHT', 'TWILIGHT', 'ANY']],
    ] as const) {
      await test.step(`auto filter in Kryta at Tyrian ${phase} shows ${times.join(', ')}`, async () => {
        await page.clock.setFixedTime(at(utc));
        await open(page, '/region/Krytan');
        await expect(shownFish(page)).toHaveCount(withTime(krytan, ...times));
      });
    }
  });

  test('a Canthan region follows the Canthan clock', async ({ page }) => {
    // 00:27 UTC: dawn in Tyria, still night in Cantha.
    await page.clock.setFixedTime(at('00:27:00'));
    await open(page, '/region/SeitungProvince', 'Seitung Province');
    await expect(shownFish(page, 'Seitung Province')).toHaveCount(
      withTime(seitung, 'NIGHT', 'ANY'),
    );
  });

  test('by day the auto filter keeps a fish that bites any time, more often at night', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('01:00:00')); // Tyria: day
    const region = 'Horn of Maguuma';
    await open(page, '/region/HornOfMaguuma', region);
    const biteByDay = regionFish('HornOfMaguuma').filter((f) =>
      [f.timeOfDay, f.higherChanceTime].some((time) => time === 'ANY' || time === 'DAY'),
    );
    await expect(shownFish(page, region)).toHaveCount(biteByDay.length);
    // Blightbob: "Any, Night (Higher Chance)"; Primal Maguuma Trout: night only.
    await expect(grid(page, region).getByRole('button', { name: /^Blightbob, / })).toBeVisible();
    await expect(
      grid(page, region).getByRole('button', { name: /^Primal Maguuma Trout, / }),
    ).toBeHidden();
    await grid(page, region).getByRole('button', { name: 'Details of Blightbob' }).click();
    const details = page.getByRole('dialog', { name: 'Details of Blightbob' });
    await expect(details).toContainText('Time: Any time — more often at night.');
    await expect(details).toContainText('Any, Open Water, Nayosian (more often)');
    await expect(details).toContainText('Fishing power: 600');
    // The shared ExternalLink: a new tab, announced, without a handle on this page.
    const wiki = details.getByRole('link', {
      name: 'Horn of Maguuma Fisher (opens in a new tab)',
      exact: true,
    });
    await expect(wiki).toHaveAttribute('target', '_blank');
    await expect(wiki).toHaveAttribute('rel', 'noopener noreferrer');
    // Focus stays in the details; Escape closes them and hands focus back to their button.
    await expect
      .poll(() => details.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(
      grid(page, region).getByRole('button', { name: 'Details of Blightbob' }),
    ).toBeFocused();
  });

  test('marks fish with the keyboard', async ({ page }) => {
    await open(page, '/region/Krytan?auto=off');
    const first = krytan.find((f) => f.bitIndex === 0)!;
    const block = grid(page).getByRole('button', { name: `${first.name}, not caught` });
    await block.focus();
    await page.keyboard.press('Space');
    const caught = grid(page).getByRole('button', { name: `${first.name}, caught` });
    await expect(caught).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/Still to catch/)).toContainText(`${krytan.length - 1}`);
    await page.keyboard.press('Enter');
    await expect(block).toHaveAttribute('aria-pressed', 'false');
  });

  test('copies in-game links with a visible confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/region/Krytan?auto=off');
    const first = krytan.find((f) => f.bitIndex === 0)!;
    await grid(page)
      .getByRole('button', { name: `Details of ${first.name}` })
      .click();
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: `Copy in-game link of ${first.name}` }).click();
    // The button keeps its text (its name starts with it); a tooltip confirms.
    await expect(page.getByRole('tooltip', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      encode('item', first.itemId),
    );
    await page.keyboard.press('Escape');

    const waypoints = page.getByRole('region', { name: 'Recommended waypoints' });
    const copy = waypoints.getByRole('button', { name: /^Copy in-game link of / }).first();
    await copy.click();
    await expect(page.getByRole('tooltip', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\[&B.+\]$/);
  });

  test('marks never cover the fish names', async ({ page }) => {
    await open(page, '/region/Krytan?auto=off');
    // A caught fish shows its check mark too.
    await grid(page)
      .getByRole('button', { name: /, not caught$/ })
      .first()
      .click();
    await expect(grid(page).locator('[data-part="check"]')).toHaveCount(1);
    // One pass in the page: every visible mark against its block's name.
    const overlaps = await grid(page).evaluate((root) => {
      const found: string[] = [];
      let checked = 0;
      for (const block of Array.from(root.querySelectorAll('button[aria-pressed]'))) {
        const name = block.querySelector('[data-part="name"]')!.getBoundingClientRect();
        for (const mark of Array.from(
          block.querySelectorAll('[data-part] > svg, [data-part="check"]'),
        )) {
          const box = mark.getBoundingClientRect();
          checked++;
          if (
            box.left < name.right &&
            name.left < box.right &&
            box.top < name.bottom &&
            name.top < box.bottom
          )
            found.push(block.getAttribute('aria-label') ?? '');
        }
      }
      return { found, checked };
    });
    expect(overlaps.found).toEqual([]);
    expect(overlaps.checked).toBeGreaterThan(10);
  });

  test("the banner shows the region's art; a group without choices says so", async ({ page }) => {
    await page.goto('/region/Janthir');
    await expect(page.getByRole('heading', { level: 1, name: 'Janthir' })).toBeVisible();
    await expect(page.locator('svg[data-region-art="Janthir"]')).toBeVisible();
    const bait = page.getByRole('group', { name: 'Bait' });
    await expect(bait).toContainText('Every fish here takes any bait.');
    await expect(bait.getByRole('button')).toHaveCount(0);
  });

  test('on a phone, a list shows name, time, bait and hole; a tap opens the details', async ({
    page,
  }) => {
    test.slow(); // axe over the region page on a busy machine
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/region/Krytan?auto=off');
    const view = page.getByRole('radiogroup', { name: 'Show the fish as' });
    await view.getByText('List', { exact: true }).click();
    const list = page.getByRole('list', { name: 'Fish of Kryta' });
    await expect(list.getByRole('listitem')).toHaveCount(krytan.length);
    await expect(grid(page)).toBeHidden();
    const trout = list.getByRole('listitem').filter({ hasText: 'Steelhead Trout' });
    await expect(trout).toHaveText(/^Steelhead Trout\s+Any time · Fish Egg bait · River$/);

    await trout.getByRole('button', { name: /^Steelhead Trout Any time/ }).click();
    const details = page.getByRole('dialog', { name: 'Fish details' });
    await expect(details).toContainText('Bait: Fish Egg');
    await expect(details).toContainText('Fishing hole: River');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await trout.getByRole('button', { name: 'Steelhead Trout, not caught' }).click();
    await expect(trout.getByRole('button', { name: 'Steelhead Trout, caught' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/Still to catch/)).toContainText(`${krytan.length - 1}`);
    await expectNoSeriousA11yViolations(page);

    // Wider screens always show the grid (a CSS media query): no switch, no list.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(grid(page)).toBeVisible();
    await expect(view).toBeHidden();
    await expect(list).toBeHidden();
  });

  test('parts loaded when first wanted that cannot load leave the page working', async ({
    page,
  }) => {
    // Offline before they were cached: the tooltips', the details popover's and the list's code.
    await page.route(
      /\/assets\/(open-tooltip-part|fish-details-popover|fish-list)-[\w-]+\.js$/,
      (route) => route.abort('internetdisconnected'),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/region/Krytan?auto=off');
    const first = krytan.find((f) => f.bitIndex === 0)!;
    const fish = grid(page).getByRole('button', { name: `${first.name}, not caught` });
    await fish.hover();
    await grid(page)
      .getByRole('button', { name: `Details of ${first.name}` })
      .click();
    const view = page.getByRole('radiogroup', { name: 'Show the fish as' });
    await view.getByText('List', { exact: true }).click();
    await page.waitForTimeout(500);

    // No tooltip, popover or list, and the grid stays, still working.
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(grid(page)).toBeVisible();
    await grid(page)
      .getByRole('button', { name: `${first.name}, not caught` })
      .click();
    await expect(grid(page).getByRole('button', { name: `${first.name}, caught` })).toBeVisible();
  });

  // Both widths in one tab, each a fresh first-visit load.
  test('is usable and axe-clean at 390 and 1280 px', async ({ page }) => {
    test.setTimeout(2 * 60_000);
    await emptyStorageOnEachLoad(page);
    for (const width of [390, 1280]) {
      await test.step(`is usable and axe-clean at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, '/region/Krytan?auto=off&time=NIGHT');
        await expect(page.getByRole('heading', { level: 1, name: 'Kryta' })).toBeVisible();
        await expect(shownFish(page)).toHaveCount(withTime(krytan, 'NIGHT', 'ANY'));
        // No sideways scrolling: the grid shrinks its blocks to fit.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const gridBox = await grid(page).boundingBox();
        expect(gridBox!.x + gridBox!.width).toBeLessThanOrEqual(width);
        // Exactly one copy of the region help is shown.
        await expect(page.getByRole('heading', { name: 'Region help' })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});

/**
 * Before the code runs (docs/regions.md "Before the code runs"): with the app's code held back
 * 2 s, the prerendered page already hides the fish the auto filter hides at that moment and reads
 * the moment's auto line, counts and phone summary, and nothing changes when the code takes over.
 */
test.describe('Region page before its code runs', () => {
  for (const [utc, phase, times, width] of [
    ['01:00:00', 'day', ['DAY', 'ANY'], 1280],
    ['01:50:00', 'night', ['NIGHT', 'ANY'], 390],
    ['01:42:00', 'dusk', ['DAY', 'NIGHT', 'TWILIGHT', 'ANY'], 1280],
  ] as const) {
    test(`at Tyrian ${phase} (${width} px) it reads as it will once live`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const errors: string[] = [];
      // React's hydration errors (minified: #418 text, #423 and #425 recoverable).
      page.on('console', (message) => {
        if (isHydrationProblem(message.text())) errors.push(message.text());
      });
      await page.clock.setFixedTime(at(utc));
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.mainFrame().goto('/region/Krytan', { waitUntil: 'domcontentloaded' });
      const reading = () =>
        page.evaluate(() => {
          const main = document.querySelector('main')!;
          // What is on screen: a hidden element's innerText would be all its text.
          const onScreen = (e: HTMLElement | null) =>
            e && e.getClientRects().length > 0 ? e.innerText : null;
          const texts = (selector: string) =>
            Array.from(main.querySelectorAll<HTMLElement>(selector)).map(onScreen);
          const autoSwitch = main.querySelector('input[role=switch][aria-describedby]')!;
          return {
            shown: Array.from(main.querySelectorAll<HTMLElement>('[data-bit]'))
              .filter((cell) => getComputedStyle(cell).visibility === 'visible')
              .map((cell) => cell.dataset.bit),
            // The filter buttons, the summary and the phone bar's summary.
            texts: texts('[role=group] > div > button, [aria-live] > p, [aria-controls] + span'),
            auto: onScreen(document.getElementById(autoSwitch.getAttribute('aria-describedby')!)),
          };
        });
      // The filter buttons' names too ("Night, 9 fish"): each paint time's count has its own. (At
      // 390 px the filter is folded away.)
      const names = async () => {
        const groups = await page
          .locator('main [role=group]:has(> div > button[data-state])')
          .all();
        return (await Promise.all(groups.map((group) => group.ariaSnapshot()))).join('\n');
      };
      const before = await reading();
      const namesBefore = await names();
      expect(await page.locator('html[data-app-ready]').count()).toBe(0);
      if (width === 1280) expect(namesBefore).toMatch(/button "[^"]+, \d+ fish"/);
      expect(before.shown).toHaveLength(withTime(krytan, ...times));
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(shownFish(page)).toHaveCount(withTime(krytan, ...times));
      // The live render has replaced the variants (none left), and reads the same.
      await expect(page.locator('main [data-time-variant], main [data-hide-at]')).toHaveCount(0);
      expect(await reading()).toEqual(before);
      expect(await names()).toEqual(namesBefore);
      expect(errors).toEqual([]);
    });
  }
});
