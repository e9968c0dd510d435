import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

interface Fish {
  name: string;
  timeOfDay: string;
  higherChanceTime: string | null;
}

/** Kryta's fish straight from the generated assets. */
const kryta = Object.values(
  JSON.parse(
    readFileSync('public/assets/Regions/Krytan/Krytan.ItemExtensions.json', 'utf8'),
  ) as Record<string, Fish>,
);
const bitesByDay = (fish: Fish) =>
  [fish.timeOfDay, fish.higherChanceTime].some((time) => time === 'ANY' || time === 'DAY');
const dayFish = kryta.filter(bitesByDay).map((fish) => fish.name);
const nightFish = kryta.filter((fish) => !bitesByDay(fish)).map((fish) => fish.name);

// 01:00 UTC: day on both clocks. Tyrian dusk begins 01:40 and night 01:45; dawn ends 02:30.
const at = (utc: string) => new Date(`2026-11-22T${utc}Z`);

const nowSection = (page: Page) => page.getByRole('region', { name: /^Catchable now/ });
const laterSection = (page: Page) => page.getByRole('region', { name: /^Coming up/ });
const nightRow = (page: Page) =>
  laterSection(page).getByRole('listitem').filter({ hasText: 'Kryta — Night' });

async function open(page: Page, query = '?scope=Krytan') {
  await page.goto(`/launch/planner${query}`);
  await expect(nowSection(page).getByRole('heading', { level: 3 })).toBeVisible({
    timeout: 40_000,
  });
}

test.describe('Planner', () => {
  test.slow(); // the whole catalog loads; axe runs over long lists

  test('lists exactly the uncaught fish that bite now, and the next window of the others', async ({
    page,
  }) => {
    await page.clock.setFixedTime(at('01:00:00'));
    await open(page);
    await expect(page.getByRole('tab', { name: 'Planner', selected: true })).toBeVisible();
    const now = nowSection(page);
    await expect(now.getByRole('heading', { level: 3 })).toHaveText(
      `Catchable now (${dayFish.length})`,
    );
    await expect(
      now.getByRole('button', { name: /^Kryta \d+ fish Fishing power \d+$/ }),
    ).toContainText('Fishing power 450');
    const region = now.getByRole('region', { name: /^Kryta/ });
    await expect(
      region.getByRole('button', { name: /^Copy in-game link of / }).first(),
    ).toBeVisible();
    for (const name of dayFish) await expect(now.getByText(name, { exact: true })).toBeVisible();
    for (const name of nightFish) await expect(now.getByText(name, { exact: true })).toHaveCount(0);
    await expect(now.getByText('Lake · Freshwater Minnow bait')).toBeVisible();

    // "Kryta — Night: in 40 min for 50 min" (dusk, night and dawn: every fish bites at twilight).
    const row = nightRow(page);
    await expect(row).toContainText('In 40 m 00 s (at 1:40 AM) for 50 min');
    for (const name of nightFish) await expect(row).toContainText(name);
    await row.getByText('Next three windows').click();
    await expect(row.getByRole('listitem')).toHaveText([
      /^1:40 AM–2:30 AM \(Dusk → Night → Dawn, 50 min\)$/,
      /^3:40 AM–4:30 AM/,
      /^5:40 AM–6:30 AM/,
    ]);
  });

  test('the scope and grouping live in the address; a bad address falls back', async ({ page }) => {
    await page.clock.setFixedTime(at('01:00:00'));
    await open(page, '?scope=Atlantis&group=colour');
    await expect(page.getByRole('combobox', { name: 'Plan for' })).toHaveValue(
      'All regional collections',
    );
    await page.locator('label', { hasText: 'Bait first' }).click();
    await expect(page).toHaveURL(/group=bait/);
    await page.getByRole('combobox', { name: 'Plan for' }).click();
    await page.getByRole('option', { name: 'World Class Fisher', exact: true }).click();
    await expect(page).toHaveURL(/scope=WorldClassFisher/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Plan for' })).toHaveValue(
      'World Class Fisher',
    );
    await expect(page.getByRole('radio', { name: 'Bait first' })).toBeChecked();
  });

  test('marking a fish takes it off the plan, here or on its region page', async ({ page }) => {
    await page.clock.setFixedTime(at('01:00:00'));
    await open(page);
    const now = nowSection(page);
    await now.getByRole('button', { name: 'Mark Royal Pike caught' }).click();
    await expect(now.getByText('Royal Pike', { exact: true })).toHaveCount(0);
    await expect(now.getByRole('heading', { level: 3 })).toHaveText(
      `Catchable now (${dayFish.length - 1})`,
    );

    // On the region page (reached in the app: marks live in memory until persistence is on).
    await page.getByRole('tab', { name: 'Regions' }).click();
    await page.getByRole('link', { name: /^Kryta\b/ }).click();
    await page.getByRole('button', { name: 'Krytan Crawfish, not caught' }).click();
    await page.getByRole('link', { name: 'Launch' }).click();
    await page.getByRole('tab', { name: 'Planner' }).click();
    const kryta = nowSection(page).getByRole('region', { name: /^Kryta/ });
    await expect(kryta.getByText('Speckled Perch', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(kryta.getByText('Krytan Crawfish', { exact: true })).toHaveCount(0);
    await expect(kryta.getByText('Royal Pike', { exact: true })).toHaveCount(0);
  });

  test('an alert created from a fish fires before its window', async ({ page }) => {
    await page.clock.install({ time: at('01:00:00') });
    await page.goto('/settings/notifications');
    await page.getByRole('switch', { name: 'Enable notifications' }).check();
    // In the app (settings live in memory until persistence is on).
    await page.getByRole('link', { name: 'Launch' }).click();
    await page.getByRole('tab', { name: 'Planner' }).click();
    await expect(nightRow(page)).toBeVisible({ timeout: 40_000 });
    await nightRow(page).getByRole('button', { name: 'Alert me: Kryta — Night' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me: Kryta — Night' });
    await dialog.getByLabel('Minutes ahead').fill('2');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('Alert set: Kryta — Night, 2 min ahead.').first()).toBeVisible();

    await page.clock.pauseAt(at('01:42:59'));
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(
      page.getByRole('article', { name: 'Night in Tyria begins in 2 min — Kryta' }),
    ).toBeVisible();
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`is keyboard-usable and axe-clean at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.clock.setFixedTime(at('00:27:00')); // dawn in Tyria: every fish bites there
      await open(page, '?scope=Krytan');
      await expect(nowSection(page)).toContainText('Dawn lasts only five real minutes');
      await page.getByRole('combobox', { name: 'Plan for' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'Region → hole → bait' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
