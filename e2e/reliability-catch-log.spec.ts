import type { Page } from '@playwright/test';
import {
  expect,
  seedSelectedKey,
  postStartBegun,
  storedState,
  test,
  type Gw2ApiMock,
} from './fixtures';
import { KRYTAN_FISHER, krytanFisherBits } from './krytan-game';

/**
 * Issue 57's catch-log faults (docs/reliability.md C1–C3), each against the session page with a
 * key, persistence on and Playwright's clock: a hostile account answer as the baseline, an empty
 * or odd first answer, a stored fish dated past the last valid date.
 */

const T0 = Date.UTC(2026, 10, 22, 18, 0);
const MINUTE = 60_000;
const AVID_KRYTAN_FISHER = 6263;
const CORS = { 'access-control-allow-origin': '*' };
const LAST_VALID_DATE = 8.64e15;

const krytanBits = krytanFisherBits.length;

/**
 * The account answers `account.answer` to the request holding Krytan Fisher's id (the ids come in
 * chunks); each such poll is recorded at the page's time.
 */
function stubAccount(page: Page, gw2Api: Gw2ApiMock, first: unknown[]) {
  const account = { answer: first, polls: [] as number[] };
  gw2Api.set('/v2/account/achievements', async (route, url) => {
    const asked = (url.searchParams.get('ids') ?? '').split(',').includes(String(KRYTAN_FISHER));
    if (asked) account.polls.push(await page.evaluate(() => Date.now()));
    return route.fulfill({ json: asked ? account.answer : [], headers: CORS });
  });
  return account;
}
type Account = ReturnType<typeof stubAccount>;

const log = (page: Page) => page.getByRole('region', { name: /^Caught this session/ });
const heading = (page: Page) => log(page).getByRole('heading');
/** The log's line naming the time of the account's last answer. */
const lastAnswer = (page: Page) => log(page).getByText(/last answer at/);
const slow = { timeout: 15_000 };

/** A Kryta session started a minute after the account's first answer (its baseline). */
async function startSession(page: Page, gw2Api: Gw2ApiMock, first: unknown[]) {
  await seedSelectedKey(page);
  const account = stubAccount(page, gw2Api, first);
  await page.clock.install({ time: T0 });
  await page.goto('/launch/session?in=Krytan');
  await postStartBegun(page);
  await page.clock.pauseAt(T0 + MINUTE);
  const start = page.getByRole('button', { name: 'Start session' });
  await expect(start).toBeEnabled(slow);
  await expect.poll(() => account.polls.length, slow).toBeGreaterThan(0);
  await start.click();
  await expect(heading(page)).toHaveText('Caught this session: 0');
  await nudgeUntil(page, () => expect(lastAnswer(page)).toBeVisible({ timeout: 500 }));
  return account;
}

/**
 * Runs the clock to five minutes after the last request, then five seconds at a time until the
 * page asks again, and waits for its answer to be taken in: the log's line names its time. The
 * interval restarts when an answer is taken in, up to a minute after its request (the first
 * answer, asked for at the page's load, can wait for the clock to be moved to the session's start);
 * steps of five seconds stop just past the request, before its own 15 s timeout fires on the
 * paused clock.
 */
async function nextPoll(page: Page, account: Account) {
  const before = account.polls.length;
  const said = await lastAnswer(page).textContent(slow);
  const now = await page.evaluate(() => Date.now());
  const next = account.polls.at(-1)! + 5 * MINUTE;
  await page.clock.runFor(Math.max(0, next - now));
  await expect(async () => {
    if (account.polls.length === before) await page.clock.runFor(5000);
    expect(account.polls.length).toBeGreaterThan(before);
  }).toPass({ timeout: 40_000 });
  await nudgeUntil(page, () =>
    expect(lastAnswer(page)).not.toHaveText(said ?? '', { timeout: 500 }),
  );
}

/**
 * The query tells its observers of an answer in a zero-delay timer, which the paused clock holds,
 * and the answer arrives whenever the stub has sent it: the clock nudged on a little at a time
 * until `taken` holds.
 */
async function nudgeUntil(page: Page, taken: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(100);
    await taken();
  }).toPass(slow);
}

const krytan = (more: Record<string, unknown>) => ({ id: KRYTAN_FISHER, done: false, ...more });
/** How many fish the stored log holds. */
const storedFish = async (page: Page) =>
  (await storedState<{ log?: { caught: unknown[] } }>(page, 'catch-log'))?.log?.caught.length;
/** A notice that the stored log was reset or repaired. */
const storedNotice = (page: Page) => page.getByText(/session catch log could not be read/);

test.describe('the catch log holds up (issue 57)', () => {
  test.slow();

  test('(C1) a hostile entry in the baseline answer is left out: the logged fish survives a reload', async ({
    page,
    gw2Api,
  }) => {
    // Passes the API's own schema (numbers), not the stored log's check (whole, not negative).
    const hostile = { id: AVID_KRYTAN_FISHER, done: false, bits: [-1, 0.5], repeated: -1 };
    const account = await startSession(page, gw2Api, [krytan({ bits: [0] }), hostile]);
    account.answer = [krytan({ bits: [0, 1] }), hostile];
    await nextPoll(page, account);
    await expect(heading(page)).toHaveText('Caught this session: 1', slow);

    await page.clock.resume();
    await page.reload();
    await expect(heading(page)).toHaveText('Caught this session: 1', slow);
    await expect(log(page).getByRole('listitem')).toHaveCount(1);
    await expect(storedNotice(page)).toHaveCount(0);
    expect(await storedFish(page)).toBe(1);
  });

  const oddFirstAnswers: [string, unknown[], number][] = [
    ['an empty answer', [], 1],
    ['a negative repeat count', [krytan({ bits: [], repeated: -1 })], 0],
    [
      'Krytan Fisher twice',
      [krytan({ done: true, repeated: 2, current: krytanBits }), krytan({ done: false, bits: [] })],
      0,
    ],
  ];
  for (const [name, first, caught] of oddFirstAnswers) {
    test(`(C2) a first answer with ${name} claims only the fish seen to appear, not all ${krytanBits}`, async ({
      page,
      gw2Api,
    }) => {
      const account = await startSession(page, gw2Api, first);
      // One Krytan fish more in a round the account has finished before.
      account.answer = [krytan({ done: true, repeated: 2, current: 1, bits: [0] })];
      await nextPoll(page, account);
      await expect(heading(page)).toHaveText(`Caught this session: ${caught}`, slow);
    });
  }

  test('(C3) a stored fish dated past the last valid date is left out; the page and the other fish show', async ({
    page,
    gw2Api,
  }) => {
    const account = await startSession(page, gw2Api, [krytan({ bits: [0] })]);
    account.answer = [krytan({ bits: [0, 1] })];
    await nextPoll(page, account);
    await expect(heading(page)).toHaveText('Caught this session: 1', slow);
    await expect.poll(() => storedFish(page)).toBe(1);

    await page.evaluate((at) => {
      const key = 'tyria-fishing-companion:catch-log';
      const entry = JSON.parse(localStorage.getItem(key)!) as {
        state: { log: { caught: { itemId: number; at: number }[] } };
      };
      entry.state.log.caught.push({ itemId: 1, at });
      localStorage.setItem(key, JSON.stringify(entry));
    }, LAST_VALID_DATE + 1);
    await page.clock.resume();
    await page.reload();
    await expect(heading(page)).toHaveText('Caught this session: 1', slow);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(
      page.getByText(/saved session catch log could not be read and (were|was) left out/),
    ).toBeVisible();
  });
});
