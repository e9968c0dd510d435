import type { Permission } from '@gw2api/types/data/tokeninfo';
import type { Page } from '@playwright/test';
import { regionIndex } from '../src/lib/catalog/catalog-index';
import { accountFixture, itemFixture, tokenInfoFixture } from '../src/testing/gw2-fixtures';
import {
  expect,
  expectNoSeriousA11yViolations,
  seedSelectedKey,
  test,
  type Gw2ApiMock,
} from './fixtures';

/** An account with every expansion but Path of Fire, as `/v2/account` words it. */
const WITHOUT_POF = accountFixture({
  access: ['GuildWars2', 'HeartOfThorns', 'EndOfDragons', 'SecretsOfTheObscure', 'JanthirWilds'],
});
const POF_MARK = 'Needs Path of Fire — not on this account';

/** Each character's equipment (`/v2/characters/:id/equipment`, schema 2019-12-19 and later). */
const EQUIPMENT: Record<string, { id: number; slot?: string; location: string }[]> = {
  'Zoë Angler': [
    { id: 101, slot: 'FishingRod', location: 'Equipped' },
    { id: 102, slot: 'FishingLure', location: 'Equipped' },
    { id: 103, slot: 'FishingBait', location: 'Equipped' },
    { id: 48_000, slot: 'Helm', location: 'Equipped' },
  ],
  Hook: [{ id: 101, slot: 'FishingRod', location: 'Equipped' }],
};
const ITEM_NAMES: Record<number, string> = {
  101: 'Ancient Rod',
  102: 'Glowing Lure',
  103: 'Fish Food',
};

/** A key with `permissions`, its account without Path of Fire, its characters and their gear. */
function serveAccount(gw2Api: Gw2ApiMock, permissions: Permission[]) {
  gw2Api.set('/v2/tokeninfo', (route) =>
    route.fulfill({ json: tokenInfoFixture({ permissions }) }),
  );
  gw2Api.set('/v2/account', (route) => route.fulfill({ json: WITHOUT_POF }));
  gw2Api.set('/v2/characters', (route) => route.fulfill({ json: Object.keys(EQUIPMENT) }));
  for (const [name, equipment] of Object.entries(EQUIPMENT)) {
    gw2Api.set(`/v2/characters/${encodeURIComponent(name)}/equipment`, (route) =>
      route.fulfill({ json: { equipment } }),
    );
  }
  gw2Api.set('/v2/items', (route, url) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    route.fulfill({
      json: ids.map((id) => itemFixture({ id, name: ITEM_NAMES[id] ?? 'Fish' })),
    });
  });
}

const visibleMarks = (page: Page) => page.getByText(POF_MARK).filter({ visible: true });

for (const width of [1280, 390]) {
  test(`at ${width} px the regions the account lacks are marked, none hidden`, async ({
    page,
    gw2Api,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    serveAccount(gw2Api, ['account', 'progression']);
    await seedSelectedKey(page);
    await page.goto('/launch/regions');

    const desert = page.getByRole('link', { name: /^Crystal Desert\b/ }).filter({ visible: true });
    await expect(desert).toContainText(POF_MARK);
    await expect(
      page.getByRole('link', { name: /^Desert Isles\b/ }).filter({ visible: true }),
    ).toContainText(POF_MARK);
    await expect(visibleMarks(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Kryta\b/ })).not.toContainText('Needs');
    // Nothing is hidden: every region still has its card.
    await expect(page.locator('a[href^="/region/"]').filter({ visible: true })).toHaveCount(
      regionIndex.length,
    );
    expect(gw2Api.requests.filter((url) => url.pathname === '/v2/account')).toHaveLength(1);
    // A key without the characters permission is never asked for its characters.
    expect(gw2Api.requests.some((url) => url.pathname.startsWith('/v2/characters'))).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  test(`at ${width} px the settings list each character's fishing rod, lure and bait`, async ({
    page,
    gw2Api,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    serveAccount(gw2Api, ['account', 'builds', 'characters', 'progression']);
    await seedSelectedKey(page);
    await page.goto('/settings/general');

    const section = page.getByRole('region', { name: 'Fishing equipment' });
    const zoe = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Zoë Angler' }) });
    await expect(zoe).toContainText('Rod: Ancient Rod');
    await expect(zoe).toContainText('Lure: Glowing Lure');
    await expect(zoe).toContainText('Bait: Fish Food');
    await expect(section.getByRole('heading', { name: 'Hook' })).toBeVisible();
    await expect(section).toContainText('but not how much fishing power they give');
    const asked = gw2Api.requests.filter((url) => url.pathname.endsWith('/equipment'));
    expect(asked.map((url) => url.pathname).sort()).toEqual([
      '/v2/characters/Hook/equipment',
      '/v2/characters/Zo%C3%AB%20Angler/equipment',
    ]);
    expect(
      gw2Api.requests.some(
        (url) => url.pathname === '/v2/items' && url.searchParams.get('lang') === 'en',
      ),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a key without the characters permission is told which permissions the equipment needs', async ({
  page,
  gw2Api,
}) => {
  serveAccount(gw2Api, ['account', 'progression']);
  await seedSelectedKey(page);
  await page.goto('/settings/general');
  await expect(page.getByRole('region', { name: 'Fishing equipment' })).toContainText(
    'the key also needs these permissions: builds, characters.',
  );
  expect(gw2Api.requests.some((url) => url.pathname.startsWith('/v2/characters'))).toBe(false);
});
