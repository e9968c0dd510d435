import type { Page, Route } from '@playwright/test';
import {
  accountAchievementFixture,
  TEST_API_KEY,
  tokenInfoFixture,
} from '../src/testing/gw2-fixtures';
import {
  expect,
  expectNoSeriousA11yViolations,
  GW2_API,
  navigate,
  test,
  type Gw2ApiMock,
} from './fixtures';

const KEY_ERROR = 'Key is invalid or does not grant correct permissions';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After',
};

/** Krytan Fisher bits 0–2 done, the avid collection completed twice. */
const krytanProgress = [
  accountAchievementFixture({ id: 6068, done: false, bits: [0, 1, 2] }),
  accountAchievementFixture({ id: 6263, done: true, repeated: 2 }),
];
const serveProgress = (route: Route) => route.fulfill({ json: krytanProgress, headers: CORS });

/** Ways an answer can go wrong, each with the words the player sees. */
const faults: Record<string, { answer: (route: Route) => Promise<void>; reason: RegExp }> = {
  '401': {
    answer: (route) =>
      route.fulfill({ status: 401, json: { text: 'Invalid access token' }, headers: CORS }),
    reason: /refused the key: it may be mistyped/,
  },
  '500': {
    answer: (route) => route.fulfill({ status: 500, json: { text: 'oops' }, headers: CORS }),
    reason: /having trouble; try again later/,
  },
  timeout: { answer: (route) => route.abort('timedout'), reason: /could not be reached/ },
  'malformed JSON': {
    answer: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"name": ',
        headers: CORS,
      }),
    reason: /could not be read/,
  },
};

/** Records console output and requests so a test can prove the key never leaks. */
function watchForLeaks(page: Page) {
  const consoleText: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  page.on('pageerror', (error) => consoleText.push(String(error)));
  page.on('request', (request) => urls.push(request.url()));
  return async () => {
    expect(consoleText.filter((text) => text.includes(TEST_API_KEY))).toEqual([]);
    const leaks = urls.filter(
      (url) => url.includes(TEST_API_KEY) && new URL(url).origin !== GW2_API,
    );
    expect(leaks, 'the key in a URL other than the GW2 API').toEqual([]);
    expect(await page.locator('body').innerText()).not.toContain(TEST_API_KEY);
  };
}

/** Opens Settings → General: by address, or through the nav to keep what is in memory. */
async function openKeyManager(page: Page, { inApp = false } = {}) {
  if (inApp) await navigate(page, 'Settings');
  else await page.goto('/settings/general');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
}

async function submitKey(page: Page, nickname = '') {
  const form = page.getByRole('form', { name: 'Add an API key' });
  await form.getByLabel(/^API key/).fill(TEST_API_KEY);
  await form.getByLabel('Nickname (optional)').fill(nickname);
  await form.getByRole('button', { name: 'Add' }).click();
  return form;
}

const status = (page: Page) => page.getByTestId('account-status');
const krytaCard = (page: Page) => page.getByTestId('region-card-Krytan').first();
/** The Regions tab loads every region's data first: allow for a busy machine. */
const slow = { timeout: 15_000 };

async function markFirstKrytanFish(page: Page) {
  await page.goto('/region/Krytan');
  await page
    .getByRole('button', { name: /, not caught$/ })
    .first()
    .click();
}

test.describe('API keys', () => {
  // Whole journeys with retries and axe on a shared 2-core machine.
  test.setTimeout(90_000);

  test('a valid key loads account progress into the region cards; unselecting shows the marks', async ({
    page,
    gw2Api,
  }) => {
    const checkLeaks = watchForLeaks(page);
    gw2Api.set('/v2/account/achievements', serveProgress);
    await markFirstKrytanFish(page);
    await openKeyManager(page, { inApp: true });
    const form = page.getByRole('form', { name: 'Add an API key' });
    await expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
    await submitKey(page);

    await expect(page.getByRole('button', { name: /^My Fishing Key, selected/ })).toBeVisible();
    await expect(form.getByLabel(/^API key/)).toHaveValue('');
    await expect(status(page)).toContainText('Showing the progress of "My Fishing Key"');
    await expectNoSeriousA11yViolations(page);

    await navigate(page, 'Launch');
    await expect(krytaCard(page)).toContainText('3 / 21 fish caught', slow);

    await navigate(page, 'Settings');
    await page.getByRole('button', { name: /^My Fishing Key, selected/ }).click();
    await expect(status(page)).toContainText('No API key selected');
    await navigate(page, 'Launch');
    await expect(krytaCard(page)).toContainText('1 / 21 fish caught', slow);

    const tokenRequests = gw2Api.requests.filter((url) => url.pathname === '/v2/tokeninfo');
    expect(tokenRequests.map((url) => url.searchParams.get('access_token'))).toEqual([
      TEST_API_KEY,
    ]);
    await checkLeaks();
  });

  test('a key in neither format is refused without a request', async ({ page, gw2Api }) => {
    await openKeyManager(page);
    const form = page.getByRole('form', { name: 'Add an API key' });
    await form.getByLabel(/^API key/).fill('my-password-123');
    await expect(form.getByText(/This is not a GW2 API key/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(gw2Api.requests.filter((url) => url.pathname === '/v2/tokeninfo')).toEqual([]);
  });

  const addFaults: [string, (route: Route) => Promise<void>, RegExp][] = [
    [
      'lacking progression',
      (route) =>
        route.fulfill({ json: tokenInfoFixture({ permissions: ['account'] }), headers: CORS }),
      /does not grant the "progression" permission/,
    ],
    ...Object.entries(faults).map(
      ([name, fault]) =>
        [name, fault.answer, fault.reason] as [string, typeof fault.answer, RegExp],
    ),
  ];
  for (const [name, answer, reason] of addFaults) {
    test(`adding a key: ${name} shows the error and loses nothing`, async ({ page, gw2Api }) => {
      const checkLeaks = watchForLeaks(page);
      gw2Api.set('/v2/tokeninfo', answer);
      await markFirstKrytanFish(page);
      await openKeyManager(page, { inApp: true });
      const form = await submitKey(page, 'Main');

      await expect(form.getByText(KEY_ERROR)).toBeVisible();
      await expect(form.getByRole('alert')).toContainText(reason);
      await expect(form.getByLabel(/^API key/)).toHaveValue(TEST_API_KEY);
      await expect(form.getByLabel('Nickname (optional)')).toHaveValue('Main');
      await expect(form.getByRole('button', { name: 'Add' })).toBeEnabled();
      await expect(page.getByRole('list', { name: 'Your API keys' })).toHaveCount(0);
      await expect(status(page)).toContainText('No API key selected');

      await navigate(page, 'Launch');
      await expect(krytaCard(page)).toContainText('1 / 21 fish caught', slow);
      await checkLeaks();
    });
  }

  test('account progress: a 429 is retried after Retry-After, then the progress shows', async ({
    page,
    gw2Api,
  }) => {
    let calls = 0;
    gw2Api.set('/v2/account/achievements', (route) => {
      calls += 1;
      if (calls === 1) {
        return route.fulfill({
          status: 429,
          json: { text: 'too many requests' },
          headers: { ...CORS, 'Retry-After': '1' },
        });
      }
      return serveProgress(route);
    });
    await openKeyManager(page);
    await submitKey(page);
    await expect(status(page)).toContainText('Showing the progress of "My Fishing Key"');
    expect(calls).toBeGreaterThan(2);
    await navigate(page, 'Launch');
    await expect(krytaCard(page)).toContainText('3 / 21 fish caught', slow);
  });

  test('account progress: a 401 on refresh fails the key as a select would; the marks show', async ({
    page,
    gw2Api,
  }) => {
    const checkLeaks = watchForLeaks(page);
    gw2Api.set('/v2/account/achievements', serveProgress);
    await markFirstKrytanFish(page);
    await openKeyManager(page, { inApp: true });
    await submitKey(page);
    await expect(status(page)).toContainText('Showing the progress of "My Fishing Key"');

    gw2Api.set('/v2/account/achievements', faults['401']!.answer);
    await page.getByRole('button', { name: /^My Fishing Key, selected/ }).click();
    await page.getByRole('button', { name: /^My Fishing Key\. Select/ }).click();
    // Spec §4: a key that fails is marked invalid and unselected; the marks show again.
    await expect(page.getByText('Invalid Key: My Fishing Key')).toBeVisible();
    await expect(page.getByText(/refused the key: it may be mistyped/)).toBeVisible();
    await expect(status(page)).toContainText('No API key selected');

    await navigate(page, 'Launch');
    await expect(krytaCard(page)).toContainText('1 / 21 fish caught', slow);
    await expect(page.getByText('Progress not refreshed')).toHaveCount(0);
    await checkLeaks();
  });

  for (const [name, fault] of Object.entries(faults).filter(([name]) => name !== '401')) {
    test(`account progress: a ${name} on refresh keeps the last progress and says why`, async ({
      page,
      gw2Api,
    }) => {
      const checkLeaks = watchForLeaks(page);
      gw2Api.set('/v2/account/achievements', serveProgress);
      await openKeyManager(page);
      await submitKey(page);
      await expect(status(page)).toContainText('Showing the progress of "My Fishing Key"');

      gw2Api.set('/v2/account/achievements', fault.answer);
      // Unselect and select again: the key is re-tested and its progress reloaded.
      await page.getByRole('button', { name: /^My Fishing Key, selected/ }).click();
      await page.getByRole('button', { name: /^My Fishing Key\. Select/ }).click();
      await expect(status(page)).toContainText(
        'Could not refresh the progress of "My Fishing Key"',
      );
      await expect(status(page)).toContainText(fault.reason);
      await expect(status(page)).toContainText('Still showing the progress loaded at');

      await navigate(page, 'Launch');
      await expect(krytaCard(page)).toContainText('3 / 21 fish caught', slow);
      await checkLeaks();
    });
  }
});

export type { Gw2ApiMock };
