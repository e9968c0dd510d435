import type { Permission } from '@gw2api/types/data/tokeninfo';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectKey } from '@/features/account/key-actions';
import { useKeysStore } from '@/features/account/keys-store';
import { itemFixture, TEST_API_KEY, tokenInfoFixture } from '@/testing/gw2-fixtures';
import { GW2_API, localizedHandlers } from '@/testing/gw2-handlers';
import { resetKeys } from '@/testing/key-helpers';
import { server } from '@/testing/msw-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishingEquipmentSection } from './fishing-equipment-section';

const EQUIPMENT: Record<string, { id: number; slot: string }[]> = {
  'Zoë Angler': [
    { id: 30, slot: 'FishingBait' },
    { id: 10, slot: 'FishingRod' },
    { id: 20, slot: 'FishingLure' },
    { id: 99, slot: 'Helm' },
  ],
  Hook: [{ id: 10, slot: 'FishingRod' }],
  Alt: [{ id: 99, slot: 'Coat' }],
};

const words = {
  en: { 10: 'Ancient Rod', 20: 'Shiny Lure', 30: 'Fish Food' },
  de: { 10: 'Uralte Rute', 20: 'Glänzender Blinker', 30: 'Fischfutter' },
};
const itemsIn = (lang: keyof typeof words) =>
  Object.entries(words[lang]).map(([id, name]) => itemFixture({ id: Number(id), name }));

/** A checked, selected key with `permissions`; the characters answer `characters`. */
async function selectKeyWith(
  permissions: Permission[],
  characters = () => HttpResponse.json(Object.keys(EQUIPMENT)),
  equipment = (name: string) => HttpResponse.json({ equipment: EQUIPMENT[name] ?? [] }),
) {
  const asked: URL[] = [];
  server.use(
    http.get(`${GW2_API}/v2/tokeninfo`, () => HttpResponse.json(tokenInfoFixture({ permissions }))),
    http.get(`${GW2_API}/v2/characters`, ({ request }) => {
      asked.push(new URL(request.url));
      return characters();
    }),
    http.get(`${GW2_API}/v2/characters/:name/equipment`, ({ params }) =>
      equipment(String(params.name)),
    ),
    ...localizedHandlers({ en: { items: itemsIn('en') }, de: { items: itemsIn('de') } }),
  );
  useKeysStore.setState({ keys: { Main: { name: 'Main', key: TEST_API_KEY, invalid: false } } });
  await selectKey('Main', { notify: false });
  return asked;
}

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderSection(locale: 'en' | 'de' = 'en') {
  client.clear();
  return renderInLanguage(
    locale,
    <QueryClientProvider client={client}>
      <FishingEquipmentSection />
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const ALL: Permission[] = ['account', 'builds', 'characters', 'progression'];

describe('FishingEquipmentSection', () => {
  beforeEach(resetKeys);

  it('lists each character’s rod, lure and bait with names and icons, and no power', async () => {
    await selectKeyWith(ALL);
    await renderSection();
    const zoe = (await screen.findByRole('heading', { name: 'Zoë Angler' })).closest('li')!;
    expect(await within(zoe).findByText('Ancient Rod')).toBeInTheDocument();
    expect(
      [...zoe.querySelectorAll('li')].map((row) => row.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Rod: Ancient Rod', 'Lure: Shiny Lure', 'Bait: Fish Food']);
    expect(within(zoe).getByRole('img', { name: 'Shiny Lure' })).toBeInTheDocument();
    const hook = screen.getByRole('heading', { name: 'Hook' }).closest('li')!;
    expect(hook).toHaveTextContent('Rod: Ancient Rod');
    expect(screen.queryByRole('heading', { name: 'Alt' })).toBeNull();
    expect(screen.getByText('1 other character has nothing equipped for fishing.')).toBeVisible();
    expect(section('Fishing equipment')).toHaveTextContent(/but not how much fishing power/);
  });

  it.each<[string, Permission[], RegExp]>([
    [
      'only progression',
      ['account', 'progression'],
      /also needs these permissions: builds, characters\./,
    ],
    [
      'no builds',
      ['account', 'characters', 'progression'],
      /also needs these permissions: builds\./,
    ],
  ])('with %s says which permissions are needed and asks nothing', async (_, permissions, text) => {
    const asked = await selectKeyWith(permissions);
    await renderSection();
    expect(section('Fishing equipment')).toHaveTextContent(text);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('without a key says what a key needs', async () => {
    await renderSection();
    expect(section('Fishing equipment')).toHaveTextContent(
      /Select an API key with the account, characters and builds permissions/,
    );
  });

  it('says clearly when the characters could not be loaded', async () => {
    await selectKeyWith(ALL, () => HttpResponse.json({ text: 'down' }, { status: 500 }));
    await renderSection();
    expect(
      await screen.findByText(
        'Could not load the characters’ fishing equipment: The GW2 API is having trouble; try again later.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(useKeysStore.getState().selectedKey).toBe('Main');
  });

  it('keeps the last good equipment when a refresh fails, and says so', async () => {
    let down = false;
    await selectKeyWith(ALL, () =>
      down
        ? HttpResponse.json({ text: 'down' }, { status: 500 })
        : HttpResponse.json(Object.keys(EQUIPMENT)),
    );
    await renderSection();
    await screen.findByRole('heading', { name: 'Hook' });
    down = true;
    await client.refetchQueries();
    expect(
      await screen.findByText(
        /^Could not refresh the fishing equipment: The GW2 API is having trouble/,
      ),
    ).toHaveTextContent(/Still showing what was loaded at \d/);
    expect(screen.getByRole('heading', { name: 'Zoë Angler' })).toBeInTheDocument();
  });

  it('(E2) hides only the character whose equipment failed, and says why', async () => {
    await selectKeyWith(ALL, undefined, (name) =>
      name === 'Hook'
        ? HttpResponse.json({ text: 'no such character' }, { status: 404 })
        : HttpResponse.json({ equipment: EQUIPMENT[name] ?? [] }),
    );
    await renderSection();
    const zoe = (await screen.findByRole('heading', { name: 'Zoë Angler' })).closest('li')!;
    expect(await within(zoe).findByText('Ancient Rod')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hook' })).toBeNull();
    expect(
      screen.getByText(
        'Could not load the fishing equipment of Hook: The character is no longer on the account: deleted or renamed since the list was loaded.',
      ),
    ).toBeVisible();
    expect(screen.getByText('1 other character has nothing equipped for fishing.')).toBeVisible();
  });

  it('fails as a whole when every character failed', async () => {
    await selectKeyWith(ALL, undefined, () => HttpResponse.json({ text: 'down' }, { status: 503 }));
    await renderSection();
    expect(
      await screen.findByText(
        'Could not load the characters’ fishing equipment: The GW2 API is having trouble; try again later.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['the characters', 'characters' as const],
    ['a character’s equipment', 'equipment' as const],
  ])('(E3) keeps the key selected when %s answer 403, and says why', async (_, where) => {
    const forbidden = () => HttpResponse.json({ text: 'requires scope builds' }, { status: 403 });
    await selectKeyWith(
      ALL,
      where === 'characters' ? forbidden : undefined,
      where === 'equipment' ? forbidden : undefined,
    );
    await renderSection();
    expect(
      await screen.findByText(
        'Could not load the characters’ fishing equipment: The GW2 API did not let this key read its characters: it may lack the characters or builds permission.',
      ),
    ).toBeInTheDocument();
    expect(useKeysStore.getState().selectedKey).toBe('Main');
    expect(useKeysStore.getState().keys.Main?.invalid).toBe(false);
  });

  it.each([
    ['the characters', 'characters' as const],
    ['a character’s equipment', 'equipment' as const],
  ])('(E3) still refuses the key when %s answer 401', async (_, where) => {
    const unauthorized = () => HttpResponse.json({ text: 'Invalid access token' }, { status: 401 });
    await selectKeyWith(
      ALL,
      where === 'characters' ? unauthorized : undefined,
      where === 'equipment' ? unauthorized : undefined,
    );
    await renderSection();
    await waitFor(() => expect(useKeysStore.getState().keys.Main?.invalid).toBe(true));
    expect(useKeysStore.getState().selectedKey).toBeUndefined();
  });

  it('(E4) leaves out an item id the game cannot have', async () => {
    await selectKeyWith(ALL, undefined, (name) =>
      HttpResponse.json({
        equipment:
          name === 'Hook'
            ? [
                { id: -1, slot: 'FishingRod' },
                { id: 1e20, slot: 'FishingLure' },
                { id: 30, slot: 'FishingBait' },
              ]
            : [],
      }),
    );
    await renderSection();
    const hook = (await screen.findByRole('heading', { name: 'Hook' })).closest('li')!;
    expect(await within(hook).findByText('Fish Food')).toBeInTheDocument();
    expect(within(hook).getAllByRole('listitem')).toHaveLength(1);
    expect(section('Fishing equipment')).not.toHaveTextContent(/Item -1|Item 1e\+?20/);
  });

  it('reads in German, the items named in German', async () => {
    await selectKeyWith(ALL);
    await renderSection('de');
    expect(screen.getByRole('heading', { name: 'Angelausrüstung' })).toBeInTheDocument();
    const zoe = (await screen.findByRole('heading', { name: 'Zoë Angler' })).closest('li')!;
    expect(await within(zoe).findByText('Uralte Rute')).toBeInTheDocument();
    expect(zoe).toHaveTextContent('Blinker: Glänzender Blinker');
    expect(
      screen.getByText('1 weiterer Charakter hat nichts zum Angeln ausgerüstet.'),
    ).toBeVisible();
  });
});
