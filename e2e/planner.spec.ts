import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, navigate, test } from './fixtures';

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
    // The panel is named by its tab once the app switched them: the ids React gives them in the
    // browser are the prerendered page's.
    await expect(page.getByRole('tabpanel', { name: 'Regions' })).toBeVisible();
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

  test('"Alert me" fires N minutes before the window the planner shows, and shows it is set', async ({
    page,
  }) => {
    await page.clock.install({ time: at('01:00:00') });
    await page.goto('/settings/notifications');
    await page.getByRole('switch', { name: 'Enable notifications' }).check();
    // In the app (settings and alerts live in memory until persistence is on).
    await page.getByRole('link', { name: 'Launch' }).click();
    await page.getByRole('tab', { name: 'Planner' }).click();
    const row = nightRow(page);
    await expect(row).toBeVisible({ timeout: 40_000 });

    // The planner's own start of the night fish's window, read from the page: "(at 1:40 AM)".
    const opens = /\(at (\d{1,2}):(\d{2}) AM\)/.exec((await row.textContent()) ?? '');
    if (!opens) throw new Error('no window start on the row');
    const windowStart = at(`${opens[1]!.padStart(2, '0')}:${opens[2]}:00`).getTime();
    const alertAt = windowStart - 5 * 60_000;

    await row.getByRole('button', { name: 'Alert me: Kryta — Night' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Minutes before the window opens').fill('5');
    await expect(dialog.getByRole('radio', { name: 'Every time' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    const set = row.getByRole('button', { name: 'Alert set · 5 min: Kryta — Night, every time' });
    await expect(set).toHaveText('Alert set · 5 min');

    await page.clock.pauseAt(alertAt - 1000);
    const card = page.getByRole('article', { name: /from dusk in/ });
    await expect(card).toHaveCount(0);
    await page.clock.runFor(1000);
    expect(nightFish.length).toBeGreaterThan(2);
    await expect(card).toHaveAccessibleName(
      `${nightFish.length} fish bite from dusk in 5 min — Kryta`,
    );
    await expect(set).toBeVisible(); // every time: still set after firing
    await page.screenshot({ path: '/tmp/b27-card-fired.png' });

    // Listed in Settings → Notifications, removable there; the planner's button follows.
    await page.clock.resume();
    await navigate(page, 'Settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const listed = page
      .getByRole('list', { name: 'Planner alerts' })
      .getByRole('listitem', { name: `${nightFish.length} fish — Kryta, 5 min ahead, every time` });
    await expect(listed).toContainText('before they bite from dusk');
    await expectNoSeriousA11yViolations(page);
    await listed.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('No planner alerts yet.')).toBeVisible();
    await navigate(page, 'Launch');
    await page.getByRole('tab', { name: 'Planner' }).click();
    await expect(
      nightRow(page).getByRole('button', { name: 'Alert me: Kryta — Night' }),
    ).toBeVisible({ timeout: 40_000 });
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

    test(`shows a set alert on its row, axe-clean, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.clock.setFixedTime(at('01:00:00'));
      await open(page);
      const row = nightRow(page);
      await row.getByRole('button', { name: 'Alert me: Kryta — Night' }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Once' }).check();
      await expect(page.getByRole('dialog')).toContainText('First alert at 1:35 AM');
      await page.screenshot({ path: `/tmp/b27-planner-popover-${width}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Set alert' }).click();
      const set = row.getByRole('button', { name: 'Alert set · 5 min: Kryta — Night, once' });
      await expect(set).toBeVisible();
      await set.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/b27-planner-alert-set-${width}.png` });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
