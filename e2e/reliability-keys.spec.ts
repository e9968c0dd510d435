import type { Page, Route } from '@playwright/test';
import {
  accountAchievementFixture,
  TEST_API_KEY,
  tokenInfoFixture,
} from '../src/testing/gw2-fixtures';
import { emptyStorageOnEachLoad, expect, seedSelectedKey, test } from './fixtures';

/**
 * Issue 19, items 1 and 2: only a real refusal invalidates a key, and only the API's "all ids
 * provided are invalid" 404 means "no progress". Any other fault keeps the key selected and the
 * last good progress.
 */

const PREFIX = 'tyria-fishing-companion:';
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After' };
const RETRYING = 'Could not check your key — retrying';

const krytanProgress = [
  accountAchievementFixture({ id: 6068, done: false, bits: [0, 1, 2] }),
  accountAchievementFixture({ id: 6263, done: true, repeated: 2 }),
];
const serveProgress = (route: Route) => route.fulfill({ json: krytanProgress, headers: CORS });
const serveTokenInfo = (route: Route) => route.fulfill({ json: tokenInfoFixture(), headers: CORS });

const body = (status: number, contentType: string, text: string) => (route: Route) =>
  route.fulfill({ status, contentType, body: text, headers: CORS });

/** Faults that say nothing about the key: it must stay selected and valid. */
const transientFaults: Record<string, (route: Route) => Promise<void>> = {
  '404': (route) => route.fulfill({ status: 404, json: { text: 'not found' }, headers: CORS }),
  '429 with Retry-After': (route) =>
    route.fulfill({
      status: 429,
      json: { text: 'too many requests' },
      headers: { ...CORS, 'Retry-After': '1' },
    }),
  '429 without Retry-After': (route) =>
    route.fulfill({ status: 429, json: { text: 'too many requests' }, headers: CORS }),
  '500': (route) => route.fulfill({ status: 500, json: { text: 'oops' }, headers: CORS }),
  '503 HTML': body(503, 'text/html', '<html><body>Down for maintenance</body></html>'),
  timeout: (route) => route.abort('timedout'),
  'refused connection': (route) => route.abort('connectionrefused'),
  'malformed JSON': body(200, 'application/json', '{"name": '),
  'HTML page': body(200, 'text/html', '<!doctype html><title>Hi</title>'),
  'empty body': body(200, 'application/json', ''),
  '["v1","v2"]': (route) => route.fulfill({ json: ['v1', 'v2'], headers: CORS }),
  'wrong types': (route) => route.fulfill({ json: { name: 7, permissions: 'all' }, headers: CORS }),
};

const storedKeys = (page: Page) =>
  page.evaluate(
    (prefix) => JSON.parse(localStorage.getItem(`${prefix}api-keys`) ?? 'null'),
    PREFIX,
  );
const status = (page: Page) => page.getByTestId('account-status');

test.describe('the start-up key check', () => {
  // The faults a few a test, each a fresh load of the page in one tab with only the seeded key
  // stored (e2e/every-page.spec.ts says why).
  const faults = Object.entries(transientFaults);
  const FAULTS_PER_TEST = 6;
  for (let first = 0; first < faults.length; first += FAULTS_PER_TEST) {
    const some = faults.slice(first, first + FAULTS_PER_TEST);
    test(`a ${some.map(([name]) => name).join(', ')} from tokeninfo keep the key selected and its progress`, async ({
      page,
      gw2Api,
    }) => {
      test.setTimeout(some.length * 30_000);
      gw2Api.set('/v2/account/achievements', serveProgress);
      await emptyStorageOnEachLoad(page);
      await seedSelectedKey(page);
      for (const [name, fault] of some) {
        await test.step(`a ${name} from tokeninfo keeps the key selected and its progress`, async () => {
          gw2Api.set('/v2/tokeninfo', fault);
          await page.goto('/settings/general');
          await expect(page.getByText(RETRYING)).toBeVisible({ timeout: 20_000 });
          if (name === 'HTML page' || name === '["v1","v2"]') {
            // Item 9: a garbled 200 is not described as "answered HTTP 200".
            await expect(page.getByText(RETRYING)).toContainText(
              'The GW2 API sent an unexpected answer.',
            );
          }
          await expect(page.getByRole('button', { name: /^Main, selected/ })).toBeVisible();
          await expect(status(page)).toContainText('Showing the progress of "Main"');
          expect(await storedKeys(page)).toMatchObject({
            state: { selectedKey: 'Main', keys: { Main: { invalid: false } } },
          });
        });
      }
    });
  }

  test('after a fault the key is checked again and the message goes once the API answers', async ({
    page,
    gw2Api,
  }) => {
    let calls = 0;
    gw2Api.set('/v2/tokeninfo', (route) => {
      calls += 1;
      return calls === 1 ? transientFaults['429 with Retry-After']!(route) : serveTokenInfo(route);
    });
    gw2Api.set('/v2/account/achievements', serveProgress);
    await seedSelectedKey(page);
    await page.goto('/settings/general');
    await expect(page.getByText(RETRYING)).toBeVisible();
    await expect(page.getByText(RETRYING)).toHaveCount(0, { timeout: 15_000 });
    expect(calls).toBe(2);
    await expect(page.getByRole('button', { name: /^Main, selected/ })).toBeVisible();
  });

  const refusals: Record<string, (route: Route) => Promise<void>> = {
    '401': (route) =>
      route.fulfill({ status: 401, json: { text: 'Invalid access token' }, headers: CORS }),
    '403': (route) => route.fulfill({ status: 403, json: { text: 'forbidden' }, headers: CORS }),
    'no progression permission': (route) =>
      route.fulfill({ json: tokenInfoFixture({ permissions: ['account'] }), headers: CORS }),
  };
  // Each a fresh load of the page in one tab with only the seeded key stored.
  test(`a ${Object.keys(refusals).join(', ')} mark the key invalid`, async ({ page, gw2Api }) => {
    await emptyStorageOnEachLoad(page);
    await seedSelectedKey(page);
    for (const [name, refusal] of Object.entries(refusals)) {
      await test.step(`a ${name} marks the key invalid`, async () => {
        gw2Api.set('/v2/tokeninfo', refusal);
        await page.goto('/settings/general');
        await expect(
          page.getByRole('button', { name: /^Invalid Key: Main\. Select/ }),
        ).toBeVisible();
        await expect(status(page)).toContainText('No API key selected');
      });
    }
  });
});

test.describe('account progress', () => {
  test('a 404 other than "all ids provided are invalid" keeps the last good progress', async ({
    page,
    gw2Api,
  }) => {
    gw2Api.set('/v2/account/achievements', serveProgress);
    let keyChecks = 0;
    gw2Api.set('/v2/tokeninfo', (route) => {
      keyChecks += 1;
      return serveTokenInfo(route);
    });
    await seedSelectedKey(page);
    await page.goto('/settings/general');
    await expect(status(page)).toContainText('Showing the progress of "Main"');
    // The start-up check of the key may begin after the progress shows; the key's button is
    // disabled while it runs, so a press then would do nothing.
    await expect.poll(() => keyChecks).toBe(1);
    await expect(page.getByRole('progressbar', { name: 'Checking the key' })).toHaveCount(0);

    gw2Api.set('/v2/account/achievements', (route) =>
      route.fulfill({ status: 404, json: { text: 'not found' }, headers: CORS }),
    );
    await page.getByRole('button', { name: /^Main, selected/ }).click();
    await page.getByRole('button', { name: /^Main\. Select/ }).click();
    await expect(status(page)).toContainText('Could not refresh the progress of "Main"');
    await expect(status(page)).toContainText('Still showing the progress loaded at');
  });

  test('"all ids provided are invalid" means no progress yet', async ({ page, gw2Api }) => {
    gw2Api.set('/v2/account/achievements', (route) =>
      route.fulfill({
        status: 404,
        json: { text: 'all ids provided are invalid' },
        headers: CORS,
      }),
    );
    await seedSelectedKey(page);
    await page.goto('/settings/general');
    await expect(status(page)).toContainText('Showing the progress of "Main"');
  });
});

test.describe('nicknames', () => {
  for (const nickname of ['constructor', '__proto__']) {
    test(`"${nickname}" works like any other name and survives a reload`, async ({ page }) => {
      await page.goto('/settings/general');
      await page.getByRole('switch', { name: 'Remember my settings in this browser' }).check();
      const form = page.getByRole('form', { name: 'Add an API key' });
      await form.getByLabel(/^API key/).fill(TEST_API_KEY);
      await form.getByLabel('Nickname (optional)').fill(nickname);
      await form.getByRole('button', { name: 'Add' }).click();
      const card = page.getByRole('button', { name: new RegExp(`^${nickname}, selected`) });
      await expect(card).toBeVisible();
      await page.reload();
      await expect(card).toBeVisible();
    });
  }

  test('bidi controls are stripped and the length is capped', async ({ page }) => {
    await page.goto('/settings/general');
    const form = page.getByRole('form', { name: 'Add an API key' });
    await form.getByLabel(/^API key/).fill(TEST_API_KEY);
    // The field takes at most 40 characters; the direction control among them is stripped.
    await form.getByLabel('Nickname (optional)').fill(`\u202Eniam${'x'.repeat(60)}`);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(
      page.getByRole('button', { name: `niam${'x'.repeat(35)}, selected. Unselect this key` }),
    ).toBeVisible();
  });
});
