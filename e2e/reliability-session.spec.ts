import type { Page } from '@playwright/test';
import { accountAchievementFixture } from '../src/testing/gw2-fixtures';
import {
  emptyStorageOnEachLoad,
  expect,
  seedSelectedKey,
  seedStorage,
  storedState,
  postStartBegun,
  test,
  type Gw2ApiMock,
} from './fixtures';
import { KRYTAN_FISHER, krytanFisherBitOf } from './krytan-game';

/**
 * Issue 57, the session core (docs/reliability.md "Round 5", S1–S7): no link or stored instant
 * freezes the page, a shared link asks before it replaces what the player has, a rest before the
 * start plans the session only, a start on another day says its date.
 */

// 19:00 UTC: day on both clocks.
const NOW = Date.parse('2026-11-22T19:00:00Z');
const MINUTE = 60_000;
const LAST_DATE = 8_640_000_000_000_000;
const slow = { timeout: 30_000 };

/** The route's stops' headings: "7:00 PM–7:39 PM · Shiverpeak Mountains". */
const stopHeadings = (page: Page) =>
  page
    .locator('section[aria-labelledby="session-route"]')
    .getByRole('listitem')
    .getByRole('heading', { level: 4 });
const question = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Open this session link?' });

async function open(page: Page, address: string) {
  await page.clock.setFixedTime(NOW);
  await page.goto(address);
  await expect(stopHeadings(page).first()).toBeVisible(slow);
}

test.describe('the session holds up (issue 57)', () => {
  test.slow(); // the whole catalog loads; a frozen page before the fix runs into the timeout

  // The three starts one after the other in one tab, each a fresh first-visit load
  // (e2e/every-page.spec.ts says why).
  test('S1: a link starting at the last valid date, an hour before it or at -1e20 opens the plan from now and drops the value', async ({
    page,
  }) => {
    await emptyStorageOnEachLoad(page);
    for (const [what, start] of [
      ['the last valid date', LAST_DATE],
      ['an hour before the last valid date', LAST_DATE - 60 * MINUTE],
      ['-1e20', '-100000000000000000000'],
    ] as const) {
      await test.step(`S1: a link starting at ${what} opens the plan from now and drops the value`, async () => {
        await open(page, `/launch/session?minutes=30&start=${start}`);
        await expect(stopHeadings(page).first()).toHaveText(/^7:00 PM–/);
        await expect(page.getByRole('radio', { name: '30 min' })).toBeChecked();
        await expect(page).toHaveURL(/minutes=30/);
        await expect(page).not.toHaveURL(/start=/);
      });
    }
  });

  test('S2: with persistence on, a stored start at the last valid date or a rest at -1e20 freezes no visit', async ({
    page,
  }) => {
    await seedStorage(page, {
      session: {
        form: {
          minutes: 90,
          start: LAST_DATE,
          collections: [],
          minutesPerFish: 4,
          includeMissing: false,
          includeAbovePower: false,
        },
        startedAt: NOW - 10 * MINUTE,
        restFrom: -1e20,
      },
    });
    await open(page, '/launch/session');
    await expect(page.getByRole('radio', { name: '90 min' })).toBeChecked();
    await expect(
      page.getByText(/Part of your saved fishing session could not be read/),
    ).toBeVisible();
    // The next visit opens as well (the entry is written again at the next change); nothing else
    // of the session was lost.
    await page.reload();
    await expect(stopHeadings(page).first()).toBeVisible(slow);
    await expect(page.getByRole('radio', { name: '90 min' })).toBeChecked();
  });

  test("S4: a link's rest before its start plans the session's own span", async ({ page }) => {
    const start = NOW + 60 * MINUTE;
    await open(page, `/launch/session?start=${start}&started=${NOW}&rest=${NOW - 300 * MINUTE}`);
    // 20:00 to 21:00, not from five hours before.
    await expect(stopHeadings(page).first()).toHaveText(/^8:00 PM–/);
    for (const heading of await stopHeadings(page).allTextContents()) {
      expect(heading).toMatch(/^(8:\d\d|9:00) PM–(8:\d\d|9:00) PM · /);
    }
  });

  test('S5: a start on another day says its date', async ({ page }) => {
    const start = NOW + 2 * 24 * 60 * MINUTE;
    await open(page, `/launch/session?start=${start}`);
    await expect(page.getByText('Start on Tue, Nov 24', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Start time on Tue, Nov 24')).toHaveValue('19:00');
  });

  test('S3: a power=0 link asks before it changes the saved power; kept, it stays', async ({
    page,
  }) => {
    await seedStorage(page, { 'fishing-power': { power: 650 } });
    await open(page, '/launch/session?minutes=30&power=0');
    await expect(question(page)).toContainText(
      'The link plans with fishing power 0; yours is 650.',
    );
    await expect(page.getByRole('radio', { name: '60 min' })).toBeChecked();
    await question(page).getByRole('button', { name: 'Keep mine' }).click();
    await expect(question(page)).toBeHidden();
    await expect(page).not.toHaveURL(/power=/);
    await page.reload();
    await expect(stopHeadings(page).first()).toBeVisible(slow);
    await expect(question(page)).toBeHidden();
    expect(await storedState(page, 'fishing-power')).toEqual({ power: 650 });
    await expect(page.getByRole('radio', { name: '60 min' })).toBeChecked();
  });
});

/** The account's Krytan Fisher progress, and when each answer holding it was asked. */
function stubAccount(page: Page, gw2Api: Gw2ApiMock) {
  const account = { bits: [] as number[], polls: [] as number[] };
  gw2Api.set('/v2/account/achievements', async (route, url) => {
    const asked = (url.searchParams.get('ids') ?? '')
      .split(',')
      .map(Number)
      .includes(KRYTAN_FISHER);
    if (asked) account.polls.push(await page.evaluate(() => Date.now()));
    const progress = asked
      ? [accountAchievementFixture({ id: KRYTAN_FISHER, bits: account.bits })]
      : [];
    return route.fulfill({ json: progress, headers: { 'access-control-allow-origin': '*' } });
  });
  return account;
}

const log = (page: Page) => page.getByRole('region', { name: /^Caught this session/ });

test('S3: a shared link opened during a running session asks first; kept, the session and its catch log stay after a reload', async ({
  page,
  gw2Api,
}) => {
  test.slow();
  await seedSelectedKey(page);
  const account = stubAccount(page, gw2Api);
  const t0 = NOW - 10 * MINUTE;
  await page.clock.install({ time: t0 });
  await page.goto('/launch/session?in=Krytan');
  await postStartBegun(page);
  await page.clock.pauseAt(t0 + MINUTE);
  const start = page.getByRole('button', { name: 'Start session' });
  await expect(start).toBeEnabled(slow);
  await expect.poll(() => account.polls.length).toBeGreaterThan(0);
  await start.click();
  await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 0');

  // A fish caught, seen at the next poll.
  const fish = page.getByRole('listitem').filter({ has: page.locator('#session-stop-0') });
  const [name] = await fish
    .getByRole('list')
    .last()
    .getByRole('listitem')
    .getByRole('paragraph')
    .allTextContents();
  account.bits = [krytanFisherBitOf(name!)];
  expect(account.bits[0]).toBeGreaterThanOrEqual(0);
  // Just past the next tick (five minutes after the last answer): a longer run would time the
  // request out on the paused clock before the stub answers.
  const polled = account.polls.length;
  const now = await page.evaluate(() => Date.now());
  const last = account.polls.at(-1)!;
  const next = last + Math.max(1, Math.ceil((now - last) / (5 * MINUTE))) * 5 * MINUTE;
  await page.clock.runFor(next - now + 3000);
  await expect.poll(() => account.polls.length).toBeGreaterThan(polled);
  await page.clock.runFor(1000);
  await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 1', slow);
  const session = await storedState(page, 'session');
  await page.clock.resume();

  // A friend's link, later today.
  await page.goto(`/launch/session?minutes=30&start=${NOW + 120 * MINUTE}`);
  await expect(question(page)).toContainText(/Your session runs until/, slow);
  await question(page).getByRole('button', { name: 'Keep mine' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible();
  await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 1', slow);
  // Kept: the address follows the player's session again (plain, as persistence is on).
  await expect(page).not.toHaveURL(/start=/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'End session' })).toBeVisible(slow);
  await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 1', slow);
  await expect(log(page).getByRole('listitem')).toHaveText([new RegExp(`^${name} — seen at `)]);
  expect(await storedState(page, 'session')).toEqual(session);
  await expect(question(page)).toBeHidden();
});
