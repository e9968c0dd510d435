import type { Page, Route } from '@playwright/test';
import { itemFixture, tokenInfoFixture } from '../src/testing/gw2-fixtures';
import {
  emptyStorageOnEachLoad,
  expect,
  expectNoSeriousA11yViolations,
  seedSelectedKey,
  seedStorage,
  storedState,
  test,
  type Gw2ApiMock,
} from './fixtures';

// Issue 57 (docs/reliability.md, rows E1–E5): the fishing power field takes numbers as typed,
// one character's failure stays that character's, a 403 from an optional endpoint keeps the key,
// a huge equipment answer is capped, and leaving a page while its game words load records nothing.

const EQUIPMENT_PERMISSIONS = ['account', 'builds', 'characters', 'progression'] as const;
const equipmentPath = (name: string) => `/v2/characters/${encodeURIComponent(name)}/equipment`;
const rod = (id: number) => ({ id, slot: 'FishingRod', location: 'Equipped' });

/** A key that may read equipment; `characters` answer the character list. */
function serveKey(gw2Api: Gw2ApiMock, characters: (route: Route) => Promise<void> | void) {
  gw2Api.set('/v2/tokeninfo', (route) =>
    route.fulfill({ json: tokenInfoFixture({ permissions: [...EQUIPMENT_PERMISSIONS] }) }),
  );
  gw2Api.set('/v2/characters', characters);
  gw2Api.set('/v2/items', (route, url) => {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return route.fulfill({ json: ids.map((id) => itemFixture({ id, name: `Rod ${id}` })) });
  });
}

const equipmentSection = (page: Page) => page.getByRole('region', { name: 'Fishing equipment' });

test.describe('E1 the fishing power field takes numbers as typed', () => {
  const cases = [
    { text: '2001', how: 'typed', why: 'Fishing power goes from 0 to 2000.' },
    { text: '12.5', how: 'typed', why: 'Enter a whole number from 0 to 2000, digits only' },
    { text: '1,500', how: 'pasted', why: 'Enter a whole number from 0 to 2000, digits only' },
  ] as const;
  // The cases one after the other in one tab, each a fresh load with only the seeded power stored
  // (e2e/every-page.spec.ts says why).
  test('typed or pasted, a refused value gets a message, is kept as typed, the saved power kept', async ({
    page,
    context,
  }) => {
    test.setTimeout(cases.length * 30_000);
    await emptyStorageOnEachLoad(page);
    await seedStorage(page, { 'fishing-power': { power: 650 } });
    for (const { text, how, why } of cases) {
      await test.step(`${how} ${text} is refused with a message, kept as typed, the saved power kept`, async () => {
        await page.goto('/settings/general');
        const field = page.getByRole('textbox', { name: /^Your fishing power/ });
        await expect(field).toHaveValue('650');
        await field.clear();
        if (how === 'pasted') {
          await context.grantPermissions(['clipboard-read', 'clipboard-write']);
          await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
          await field.press('ControlOrMeta+V');
        } else {
          await field.pressSequentially(text);
        }
        await expect(field).toHaveValue(text);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(why.replace(/[.()]/g, '\\$&')));
        await expect(field).toHaveAccessibleDescription(
          /Until then your fishing power stays 650\./,
        );
        expect(await storedState<{ power?: number }>(page, 'fishing-power')).toEqual({
          power: 650,
        });
      });
    }
  });
});

// Both widths in one tab, each a fresh first-visit load.
test('E1 a refused fishing power is axe-clean at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(2 * 60_000);
  await emptyStorageOnEachLoad(page);
  for (const width of [390, 1280]) {
    await test.step(`E1 a refused fishing power is axe-clean at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/settings/general');
      const field = page.getByRole('textbox', { name: /^Your fishing power/ });
      await field.fill('2001');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(/^Fishing power goes from 0 to 2000\./)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('E2 one character’s equipment 404 hides only that character', async ({ page, gw2Api }) => {
  serveKey(gw2Api, (route) => route.fulfill({ json: ['Zoë Angler', 'Hook'] }));
  gw2Api.set(equipmentPath('Zoë Angler'), (route) =>
    route.fulfill({ json: { equipment: [rod(101)] } }),
  );
  gw2Api.set(equipmentPath('Hook'), (route) =>
    route.fulfill({ status: 404, json: { text: 'no such character' } }),
  );
  await seedSelectedKey(page);
  await page.goto('/settings/general');
  const section = equipmentSection(page);
  await expect(section.getByRole('heading', { name: 'Zoë Angler' })).toBeVisible();
  await expect(section).toContainText('Rod: Rod 101');
  await expect(section).toContainText(
    'Could not load the fishing equipment of Hook: The character is no longer on the account',
  );
});

test('E3 a 403 from /v2/characters keeps the key selected', async ({ page, gw2Api }) => {
  serveKey(gw2Api, (route) =>
    route.fulfill({ status: 403, json: { text: 'requires scope characters' } }),
  );
  await seedSelectedKey(page);
  await page.goto('/settings/general');
  await expect(equipmentSection(page)).toContainText(
    'The GW2 API did not let this key read its characters',
  );
  const keys = await storedState<{ selectedKey?: string; keys: Record<string, object> }>(
    page,
    'api-keys',
  );
  expect(keys?.selectedKey).toBe('Main');
  expect(keys?.keys.Main).toMatchObject({ invalid: false });
});

test('E4 100 000 equipment entries do not freeze the page', async ({ page, gw2Api }) => {
  const equipment = Array.from({ length: 100_000 }, (_, index) => rod(index + 1));
  serveKey(gw2Api, (route) => route.fulfill({ json: ['Hook'] }));
  gw2Api.set(equipmentPath('Hook'), (route) => route.fulfill({ json: { equipment } }));
  await seedSelectedKey(page);
  await page.goto('/settings/general');
  const hook = equipmentSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Hook' }) });
  await expect(hook).toContainText('Rod: Rod 1', { timeout: 15_000 });
  await expect(hook.getByRole('listitem')).toHaveCount(1);
  // The page still answers at once.
  const started = Date.now();
  await page.evaluate(() => document.title);
  expect(Date.now() - started).toBeLessThan(2000);
});

test('E5 leaving a German page for a French one while its words load records nothing', async ({
  page,
  gw2Api,
}) => {
  let germanAsked = false;
  gw2Api.set('/v2/achievements', async (route, url) => {
    if (url.searchParams.get('lang') !== 'de') return route.fulfill({ json: [] });
    germanAsked = true;
    // Never answered while the page is there: leaving tears the request down.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    return route.fulfill({ json: [] }).catch(() => undefined);
  });
  await page.goto('/de/region/Krytan');
  await expect.poll(() => germanAsked, { timeout: 20_000 }).toBe(true);
  // As typed in the address bar: a navigation the browser starts, not the app.
  await page.goto('/fr/region/Krytan');
  const germanRecord = await page.evaluate(() =>
    localStorage.getItem('tyria-fishing-companion-cache:game-words-de'),
  );
  expect(germanRecord).toBeNull();
});
