import type { Page } from '@playwright/test';
import { accountAchievementFixture } from '../src/testing/gw2-fixtures';
import {
  expect,
  expectNoSeriousA11yViolations,
  seedSelectedKey,
  postStartBegun,
  test,
  type Gw2ApiMock,
} from './fixtures';
import { KRYTAN_FISHER, krytanFisherBitOf } from './krytan-game';

/**
 * Issue 42 item 4: the session's catch log fills itself from the key's account, asked every five
 * minutes while the page is visible and never while it is hidden; a refused key stops it.
 */

const T0 = Date.UTC(2026, 10, 22, 18, 0);
const MINUTE = 60_000;
const CORS = { 'access-control-allow-origin': '*' };

/**
 * The account: Krytan Fisher with `bits`, a refusal or an outage. Each poll (the request holding Krytan
 * Fisher's id; the ids come in chunks) is recorded at the page's time.
 */
function stubAccount(page: Page, gw2Api: Gw2ApiMock) {
  const account = { bits: [] as number[], refuse: false, fail: false, polls: [] as number[] };
  gw2Api.set('/v2/account/achievements', async (route, url) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    const asked = ids.includes(KRYTAN_FISHER);
    if (asked) account.polls.push(await page.evaluate(() => Date.now()));
    if (account.refuse) {
      return route.fulfill({ status: 401, json: { text: 'Invalid access token' }, headers: CORS });
    }
    if (account.fail) {
      return route.fulfill({ status: 503, json: { text: 'unavailable' }, headers: CORS });
    }
    const progress = asked
      ? [accountAchievementFixture({ id: KRYTAN_FISHER, bits: account.bits })]
      : [];
    return route.fulfill({ json: progress, headers: CORS });
  });
  return account;
}

/** The tab hidden or shown again, as the browser tells the page. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => value === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);

/** The gaps between polls, in minutes. */
const gaps = (polls: readonly number[]) =>
  polls.slice(1).map((at, index) => (at - polls[index]!) / MINUTE);

/**
 * How long until the next refresh tick: the interval restarts with each answer (the last poll,
 * the clock being paused while it answers) and ticks every five minutes.
 */
async function untilNextTick(page: Page, polls: readonly number[]) {
  const now = await page.evaluate(() => Date.now());
  const last = polls.at(-1)!;
  const next = last + Math.max(1, Math.ceil((now - last) / (5 * MINUTE))) * 5 * MINUTE;
  return next - now;
}

/** Runs the clock to a second before the next tick: nothing is asked. */
async function runUntilJustBeforeNextPoll(page: Page, polls: readonly number[]) {
  await page.clock.runFor((await untilNextTick(page, polls)) - 1000);
}

/**
 * Runs the clock just past the next tick (the interval restarts when an answer arrives, a little
 * after its request) and waits for its poll. Only just past: a longer run would fire the
 * request's own 15 s timeout on the paused clock before the stub answers.
 */
async function runToNextPoll(page: Page, polls: number[]) {
  const before = polls.length;
  await page.clock.runFor((await untilNextTick(page, polls)) + 3000);
  await expect.poll(() => polls.length).toBe(before + 1);
  // The query tells its observers in a zero-delay timer, which the paused clock holds.
  await page.clock.runFor(1000);
}

const slow = { timeout: 15_000 };
const log = (page: Page) => page.getByRole('region', { name: /^Caught this session/ });

/** A Kryta session opened at 18:00 and started a minute later, the account asked once. */
async function startSession(page: Page, gw2Api: Gw2ApiMock) {
  await seedSelectedKey(page);
  const account = stubAccount(page, gw2Api);
  await page.clock.install({ time: T0 });
  await page.goto('/launch/session?in=Krytan');
  await postStartBegun(page);
  await page.clock.pauseAt(T0 + MINUTE);
  const start = page.getByRole('button', { name: 'Start session' });
  await expect(start).toBeEnabled({ timeout: 15_000 });
  await expect.poll(() => account.polls.length).toBeGreaterThan(0);
  await start.click();
  await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 0');
  return account;
}

test.describe('the session catch log', () => {
  // A clock, many polls and a reload: extra time on a shared, busy machine.
  test.slow();

  test('shows two fish caught after the start after the next poll, ticked off the route; no poll while hidden, none within five minutes', async ({
    page,
    gw2Api,
  }, testInfo) => {
    const account = await startSession(page, gw2Api);
    const firstStop = page.getByRole('listitem').filter({ has: page.locator('#session-stop-0') });
    const fishChips = firstStop.getByRole('list').last().getByRole('listitem');
    const names = (await fishChips.getByRole('paragraph').allTextContents()).slice(0, 2);
    expect(names).toHaveLength(2);
    const polledBefore = account.polls.length;

    // The player catches two of the first stop's fish; the account tells at the next poll.
    account.bits = names.map(krytanFisherBitOf);
    expect(account.bits.every((bit) => bit >= 0)).toBe(true);
    await runUntilJustBeforeNextPoll(page, account.polls);
    expect(account.polls).toHaveLength(polledBefore);
    await runToNextPoll(page, account.polls);
    await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 2', slow);
    const entries = log(page).getByRole('listitem');
    await expect(entries).toHaveText(names.map((name) => new RegExp(`^${name} — seen at `)));
    for (const name of names) {
      const chip = fishChips.filter({ hasText: name });
      await expect(chip.getByRole('img', { name: 'caught this session' })).toBeVisible();
    }

    // Hidden for a quarter of an hour: no poll; shown again, the next tick asks.
    const polledVisible = account.polls.length;
    await setVisibility(page, 'hidden');
    await page.clock.runFor(16 * MINUTE);
    expect(account.polls).toHaveLength(polledVisible);
    await setVisibility(page, 'visible');
    await runToNextPoll(page, account.polls);

    for (const gap of gaps(account.polls)) expect(gap).toBeGreaterThanOrEqual(5);

    // A reload keeps the log (persistence is on). Axe needs the clock running.
    await page.clock.resume();
    await page.reload();
    await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 2', slow);
    await expect(log(page).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('catch-log.png', {
      body: await log(page).screenshot(),
      contentType: 'image/png',
    });
  });

  test('a failed refresh keeps the log and says so once on the page', async ({ page, gw2Api }) => {
    const account = await startSession(page, gw2Api);
    account.bits = [0];
    await runToNextPoll(page, account.polls);
    await expect(log(page).getByRole('listitem')).toHaveCount(1, slow);
    account.fail = true;
    const polled = account.polls.length;
    await page.clock.runFor((await untilNextTick(page, account.polls)) + 3000);
    // One retry a second after the failure (the clock moved on in steps, as the answers come).
    await expect(async () => {
      await page.clock.runFor(500);
      expect(account.polls.length).toBe(polled + 2);
    }).toPass(slow);
    await page.clock.runFor(500);
    await expect(page.getByRole('note').filter({ hasText: 'Progress not refreshed' })).toHaveCount(
      1,
      slow,
    );
    await expect(log(page)).toContainText(
      'Your account could not be asked again: the log shows what it said at',
    );
    await expect(log(page).getByRole('heading')).toHaveText('Caught this session: 1');
    await expect(log(page).getByRole('listitem')).toHaveCount(1);
  });

  test('a refused key stops polling and says so', async ({ page, gw2Api }) => {
    const account = await startSession(page, gw2Api);
    account.refuse = true;
    await runToNextPoll(page, account.polls);
    await expect(log(page).getByRole('note')).toHaveText(
      /^The GW2 API refused the key "Main", so your account is no longer asked/,
    );
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('API Key Failed Validation'),
    ).toBeVisible();
    const polled = account.polls.length;
    await page.clock.runFor(30 * MINUTE);
    expect(account.polls).toHaveLength(polled);
    await expect(log(page).getByRole('button', { name: 'Plan the rest from now' })).toBeVisible();
  });
});
