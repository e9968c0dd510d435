import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountFixture, itemFixture, TEST_API_KEY } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { fetchAccountAccess } from './account';
import {
  CHARACTER_CAPS,
  characterNamesOf,
  fetchCharacterNames,
  fetchFishingGear,
  fetchGearItems,
  fishingGearOf,
} from './characters';
import { Gw2ApiRequestError } from './errors';

/** Serves `path` with `answer` and records each request. */
function serve(path: string, answer: (url: URL) => Response) {
  const asked: URL[] = [];
  server.use(
    http.get(`${GW2_API}${path}`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return answer(url);
    }),
  );
  return asked;
}

const json = (body: JsonBodyType) => () => HttpResponse.json(body);

describe('the account’s fetchers', () => {
  it('reads /v2/account access with the key', async () => {
    const asked = serve('/v2/account', json(accountFixture({ access: ['GuildWars2'] })));
    expect(await fetchAccountAccess(TEST_API_KEY)).toEqual(['GuildWars2']);
    expect(asked[0]?.searchParams.get('access_token')).toBe(TEST_API_KEY);
  });

  it('reads the character names', async () => {
    serve('/v2/characters', json(['Zoë Angler', 'Hook']));
    expect(await fetchCharacterNames(TEST_API_KEY)).toEqual(['Zoë Angler', 'Hook']);
  });

  const failures: [string, () => Response, Partial<Gw2ApiRequestError>][] = [
    [
      'a 401',
      () => HttpResponse.json({ text: 'Invalid access token' }, { status: 401 }),
      { status: 401 },
    ],
    [
      'a 403',
      () => HttpResponse.json({ text: 'requires scope characters' }, { status: 403 }),
      { status: 403 },
    ],
    [
      'a 429 with Retry-After',
      () =>
        HttpResponse.json(
          { text: 'too many requests' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      { status: 429, retryAfterSeconds: 7 },
    ],
    [
      'malformed JSON',
      () => new HttpResponse('{"access"', { headers: { 'Content-Type': 'application/json' } }),
      { status: undefined, noAnswer: 'malformed' },
    ],
    ['an unexpected shape', json({ access: 'all' }), { status: undefined, noAnswer: 'malformed' }],
  ];

  it.each(failures)(
    'turns %s from /v2/account into a readable error',
    async (_, answer, expected) => {
      serve('/v2/account', answer);
      const error = await fetchAccountAccess(TEST_API_KEY).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Gw2ApiRequestError);
      expect(error).toMatchObject(expected);
      expect((error as Error).message).not.toContain(TEST_API_KEY);
    },
  );

  it.each(failures)(
    'turns %s from /v2/characters into a readable error',
    async (_, answer, expected) => {
      serve('/v2/characters', answer);
      await expect(fetchCharacterNames(TEST_API_KEY)).rejects.toMatchObject(expected);
    },
  );
});

describe('fetchFishingGear', () => {
  it.each([
    [
      'the rod, lure and bait in that order, nothing else',
      [
        { id: 1, slot: 'FishingBait' },
        { id: 2, slot: 'Helm' },
        { id: 3, slot: 'FishingRod' },
        { id: 4, slot: 'FishingLure' },
      ],
      [
        { slot: 'FishingRod', itemId: 3 },
        { slot: 'FishingLure', itemId: 4 },
        { slot: 'FishingBait', itemId: 1 },
      ],
    ],
    ['none equipped', [{ id: 2, slot: 'Coat' }], []],
    ['an inactive tab’s entry (no slot)', [{ id: 5, location: 'Armory', tabs: [2] }], []],
  ])('keeps %s', async (_, equipment, gear) => {
    serve('/v2/characters/:name/equipment', json({ equipment }));
    expect(await fetchFishingGear('Hook', TEST_API_KEY)).toEqual(gear);
  });

  it('percent-encodes the character’s name in the path', async () => {
    const asked = serve('/v2/characters/:name/equipment', json({ equipment: [] }));
    await fetchFishingGear('Zoë Angler', TEST_API_KEY);
    expect(asked[0]?.pathname).toBe('/v2/characters/Zo%C3%AB%20Angler/equipment');
  });

  it.each([
    ['a 403', () => HttpResponse.json({ text: 'requires scope builds' }, { status: 403 }), 403],
    ['an answer without equipment', json({ bags: [] }), undefined],
  ])('fails on %s', async (_, answer, status) => {
    serve('/v2/characters/:name/equipment', answer);
    await expect(fetchFishingGear('Hook', TEST_API_KEY)).rejects.toMatchObject({ status });
  });
});

describe('characterNamesOf', () => {
  const many = Array.from({ length: 100_000 }, (_, i) => `Alt ${i}`);
  it.each<[string, unknown[], string[]]>([
    ['names as given', ['Zoë Angler', 'Hook'], ['Zoë Angler', 'Hook']],
    ['a name twice once', ['Hook', 'Hook'], ['Hook']],
    ['no empty or blank name', ['', '  ', 'Hook'], ['Hook']],
    ['no name that is not a string', [null, 7, { name: 'x' }, 'Hook'], ['Hook']],
    ['no name longer than the cap', ['x'.repeat(CHARACTER_CAPS.nameLength + 1), 'Hook'], ['Hook']],
    ['the first characters of a huge list', many, many.slice(0, CHARACTER_CAPS.characters)],
  ])('keeps %s', (_, answer, names) => {
    expect(characterNamesOf(answer)).toEqual(names);
  });
});

describe('fishingGearOf', () => {
  const rod = (id: unknown) => ({ id, slot: 'FishingRod' });
  it.each<[string, unknown[], { slot: string; itemId: number }[]]>([
    ['a positive id', [rod(3)], [{ slot: 'FishingRod', itemId: 3 }]],
    ['no id −1', [rod(-1)], []],
    ['no id 0', [rod(0)], []],
    ['no id 1e20', [rod(1e20)], []],
    ['no id past the safe integers', [rod(2 ** 53)], []],
    ['no fractional id', [rod(3.5)], []],
    ['no id that is not a number', [rod('3'), rod(null)], []],
    [
      'the good entries beside a bad one',
      [rod(-1), 'junk', rod(4)],
      [{ slot: 'FishingRod', itemId: 4 }],
    ],
    ['the first of a slot', [rod(4), rod(5)], [{ slot: 'FishingRod', itemId: 4 }]],
    [
      'nothing past the cap of entries',
      [
        ...Array.from({ length: CHARACTER_CAPS.equipmentEntries }, () => ({ id: 1, slot: 'Helm' })),
        rod(4),
      ],
      [],
    ],
  ])('keeps %s', (_, equipment, gear) => {
    expect(fishingGearOf(equipment)).toEqual(gear);
  });

  it('reads only its cap of 100 000 entries, at once', () => {
    const equipment = Array.from({ length: 100_000 }, (_, i) => rod(i + 1));
    const started = performance.now();
    expect(fishingGearOf(equipment)).toEqual([{ slot: 'FishingRod', itemId: 1 }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('fetchGearItems', () => {
  it('asks the page’s language and keeps only the game’s icons', async () => {
    const asked = serve('/v2/items', () =>
      HttpResponse.json([
        itemFixture({ id: 10, name: 'Angelrute', rarity: 'Exotic' }),
        itemFixture({ id: 11, name: 'Köder', icon: 'https://evil.example/x.png' }),
      ]),
    );
    expect(await fetchGearItems([10, 11], 'de')).toEqual([
      {
        id: 10,
        name: 'Angelrute',
        rarity: 'Exotic',
        icon: 'https://render.guildwars2.com/file/fish.png',
      },
      { id: 11, name: 'Köder', rarity: 'Rare', icon: undefined },
    ]);
    expect(asked[0]?.searchParams.get('lang')).toBe('de');
    expect(asked[0]?.searchParams.get('ids')).toBe('10,11');
  });

  it('asks nothing for no ids, and leaves out ids the API does not know', async () => {
    const asked = serve('/v2/items', () =>
      HttpResponse.json({ text: 'all ids provided are invalid' }, { status: 404 }),
    );
    expect(await fetchGearItems([], 'en')).toEqual([]);
    expect(asked).toHaveLength(0);
    expect(await fetchGearItems([99], 'en')).toEqual([]);
  });
});
