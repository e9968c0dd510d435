import type { Route } from '@playwright/test';
import type { AccountAchievement } from '@gw2api/types/data/account-achievements';
import { expect, expectNoSeriousA11yViolations, navigate, seedSelectedKey, test } from './fixtures';

/**
 * Issue 26: progress with a key past a first completion. The account answers as the live API
 * does (a finished collection without `bits`, the avid round's bits), and every place that shows
 * progress shows the current round; a failed refresh keeps the progress and says so.
 */

const CORS = { 'access-control-allow-origin': '*' };
const KRYTAN = 6068;
const AVID_KRYTAN = 6263;
const slow = { timeout: 20_000 };

const answer = (entries: AccountAchievement[]) => (route: Route) =>
  route.fulfill({ json: entries, headers: CORS });
const allBits = Array.from({ length: 21 }, (_, bit) => bit);

const cases: {
  name: string;
  progress: AccountAchievement[];
  card: string;
  toCatch: number;
  /** How the meta page lists the avid collection. */
  avidChild: string;
}[] = [
  {
    name: 'Krytan Fisher done without bits, the avid round at 4 fish',
    progress: [
      { id: KRYTAN, done: true, current: 21, max: 21 },
      { id: AVID_KRYTAN, done: false, current: 4, max: 21, bits: [0, 1, 2, 5] },
    ],
    card: 'Avid round · 4 / 21 · completed 1×',
    toCatch: 17,
    avidChild: 'Avid Krytan Fisher',
  },
  {
    name: 'Krytan Fisher done with all its bits, the avid round at 3 fish',
    progress: [
      { id: KRYTAN, done: true, current: 21, max: 21, bits: allBits },
      { id: AVID_KRYTAN, done: false, current: 3, max: 21, bits: [0, 1, 2] },
    ],
    card: 'Avid round · 3 / 21 · completed 1×',
    toCatch: 18,
    avidChild: 'Avid Krytan Fisher',
  },
  {
    name: 'the avid collection done twice, its third round at 1 fish',
    progress: [
      { id: KRYTAN, done: true },
      { id: AVID_KRYTAN, done: true, repeated: 2, current: 1, max: 21, bits: [7] },
    ],
    card: 'Avid round · 1 / 21 · completed 3×',
    toCatch: 20,
    avidChild: 'Avid Krytan Fisher — completed 2×',
  },
];

test.describe('Progress with a key, in every round', () => {
  test.setTimeout(120_000);

  for (const { name, progress, card, toCatch, avidChild } of cases) {
    test(`${name}: the regions tab, the Kryta page, the planner and the meta page agree`, async ({
      page,
      gw2Api,
    }) => {
      gw2Api.set('/v2/account/achievements', answer(progress));
      await seedSelectedKey(page);

      await page.goto('/launch/regions');
      await expect(page.getByTestId('region-card-Krytan').first()).toContainText(card, slow);

      await page.goto('/region/Krytan?auto=off');
      const fish = page.getByRole('region', { name: 'Fish' });
      await expect(fish).toContainText(`Still to catch: ${toCatch}`, slow);
      await expect(fish).toContainText('Collecting: Avid Krytan Fisher');
      await expect(
        page
          .getByRole('group', { name: 'Fish of Kryta' })
          .getByRole('button', { name: /, caught$/ }),
      ).toHaveCount(21 - toCatch);

      await page.goto('/launch/planner?scope=Krytan');
      await expect(page.getByRole('heading', { name: /^What to bring/ })).toHaveText(
        `What to bring (${toCatch} fish to catch)`,
        slow,
      );

      await page.goto('/achievement/KindOfABigReel');
      const children = page.getByRole('list', { name: /^Child achievements/ });
      await expect(children.getByRole('listitem').filter({ hasText: /^Krytan Fisher/ })).toHaveText(
        'Krytan Fisher — done',
        slow,
      );
      await expect(
        children.getByRole('listitem').filter({ hasText: /^Avid Krytan Fisher/ }),
      ).toHaveText(avidChild);
    });
  }

  test('a failed refresh keeps the progress and says since when; a later good load clears it', async ({
    page,
    gw2Api,
  }) => {
    gw2Api.set('/v2/account/achievements', answer(cases[0]!.progress));
    await seedSelectedKey(page);
    await page.goto('/settings/general');
    await expect(page.getByTestId('account-status')).toContainText(
      'Showing the progress of "Main"',
    );

    // Unselect and select again: the key is re-tested and its progress reloaded — and fails.
    gw2Api.set('/v2/account/achievements', (route) =>
      route.fulfill({ status: 503, json: { text: 'down' }, headers: CORS }),
    );
    await page.getByRole('button', { name: /^Main, selected/ }).click();
    await page.getByRole('button', { name: /^Main\. Select/ }).click();
    await expect(page.getByTestId('account-status')).toContainText('Could not refresh');

    // In the app (a new page load would start without the last good progress).
    await navigate(page, 'Launch');
    const note = page.getByRole('note').filter({ hasText: 'Progress not refreshed' });
    await expect(note).toContainText(/having trouble; try again later/, slow);
    await expect(note).toContainText(/Still showing the progress loaded at \d\d:\d\d/);
    await expect(page.getByTestId('region-card-Krytan').first()).toContainText(cases[0]!.card);

    await page.getByTestId('region-card-Krytan').first().click();
    await expect(page.getByRole('region', { name: 'Fish' })).toContainText(
      'Still to catch: 17',
      slow,
    );
    await expect(note).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    gw2Api.set('/v2/account/achievements', answer(cases[1]!.progress));
    await note.getByRole('button', { name: 'Retry now' }).click();
    await expect(page.getByRole('region', { name: 'Fish' })).toContainText(
      'Still to catch: 18',
      slow,
    );
    await expect(note).toHaveCount(0);
  });
});
