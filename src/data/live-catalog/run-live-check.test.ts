import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetQuery, assets } from '@/data/asset-queries';
import { achievementFixture, itemFixture } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { liveCatalogStore } from './live-catalog-store';
import { runLiveCheck } from './run-live-check';

const hint = (hole: string, bait: string, time: string) =>
  `Found in the waters of the Zephyr Sanctum.<br>Fishing Hole: ${hole}<br>Favored Bait: ${bait}<br>Time of Day: ${time}`;
const item = (id: number, overrides: Record<string, unknown> = {}) => ({
  ...itemFixture({ id, name: `Fish ${id}`, rarity: 'Fine' }),
  ...overrides,
});
const withoutIcon = { ...item(99103), icon: undefined };

/**
 * One answer of the game holding every hostile value of the fault matrix (issue 40) beside good
 * items: a new collection whose fish are the rows, and a second one that is itself malformed.
 */
const rows = [
  { fault: 'a good item', id: 99101, answer: [item(99101)], leftOut: null },
  {
    fault: '(G3) a rarity the app does not know',
    id: 99102,
    answer: [item(99102, { rarity: 'Mythic' })],
    leftOut: { id: 99102, name: 'Fish 99102', fields: ['rarity'], duplicate: false },
  },
  {
    fault: '(G3) an item without an icon',
    id: 99103,
    answer: [withoutIcon],
    leftOut: { id: 99103, name: 'Fish 99103', fields: ['icon'], duplicate: false },
  },
  {
    fault: '(G5) an icon on another host',
    id: 99104,
    answer: [item(99104, { icon: 'https://evil.example/file/1.png' })],
    leftOut: { id: 99104, name: 'Fish 99104', fields: ['icon'], duplicate: false },
  },
  {
    fault: '(G5) a script address as icon',
    id: 99105,
    answer: [item(99105, { icon: 'javascript:alert(1)' })],
    leftOut: { id: 99105, name: 'Fish 99105', fields: ['icon'], duplicate: false },
  },
  {
    fault: '(G3) an id sent twice',
    id: 99106,
    answer: [item(99106), item(99106, { name: 'Other Fish' })],
    leftOut: { id: 99106, name: 'Fish 99106', fields: [], duplicate: true },
  },
  {
    fault: '(G3) a name of the wrong type',
    id: 99107,
    answer: [item(99107, { name: 99107 })],
    leftOut: { id: 99107, name: null, fields: ['name'], duplicate: false },
  },
  {
    fault: '(G3) an id of the wrong type',
    id: 99108,
    answer: [item(99108, { id: '99108' })],
    leftOut: { id: null, name: 'Fish 99108', fields: ['id'], duplicate: false },
  },
] as const;

const ZEPHYR = 9001;
const BROKEN = 9002;
const WORDS_FISH = 99109;
const zephyr = achievementFixture({
  id: ZEPHYR,
  name: 'Zephyr Fisher',
  bits: [
    ...rows.map(({ id }) => ({ type: 'Item' as const, id, text: hint('Lake Fish', 'Any', 'Any') })),
    {
      type: 'Item',
      id: WORDS_FISH,
      text: hint('Lake Fish, Glowing Pool Fish', 'Glowing Krill', 'Any, Moonrise (Higher Chance)'),
    },
  ],
});
const ids = (request: Request) =>
  (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);

describe('runLiveCheck with a hostile answer', () => {
  const client = new QueryClient();
  const items = () =>
    client.getQueryData(assetQuery(assets.otherAchievement('ZephyrFisher')).queryKey)?.items;

  beforeAll(async () => {
    window.localStorage.clear();
    server.use(
      http.get(`${GW2_API}/v2/achievements/categories/317`, () =>
        HttpResponse.json({ id: 317, achievements: [ZEPHYR, BROKEN, 'ZEPHYR'] }),
      ),
      http.get(`${GW2_API}/v2/achievements`, ({ request }) =>
        HttpResponse.json(
          [zephyr, { ...achievementFixture({ id: BROKEN, name: 'Broken Fisher' }), bits: 'none' }]
            // The bundle's own collections are left out: only the new ones are compared here.
            .filter((achievement) => ids(request).includes(achievement.id)),
        ),
      ),
      http.get(`${GW2_API}/v2/items`, () =>
        HttpResponse.json([
          ...rows.flatMap(({ answer }) => answer),
          item(WORDS_FISH, { name: 'Glimmerfin' }),
        ]),
      ),
    );
    await runLiveCheck(client, { now: Date.now(), mayAsk: true });
  });

  it('makes the new collection from the rest of the answer', () => {
    expect(liveCatalogStore.getState().newCollections.map(({ id }) => id)).toEqual([ZEPHYR]);
    expect(Object.keys(items() ?? {})).toHaveLength(rows.length + 1);
  });

  it.each(rows)('$fault: kept only when good, and listed when left out', ({ id, leftOut }) => {
    const fish = items()?.[id];
    expect(fish?.name).toBe(leftOut ? `Unknown fish (item ${id})` : `Fish ${id}`);
    const listed = liveCatalogStore.getState().rejected.filter((entry) => entry.kind === 'item');
    if (leftOut) expect(listed).toContainEqual({ kind: 'item', ...leftOut });
    else expect(listed.map((entry) => entry.id)).not.toContain(id);
  });

  it('(G3) leaves out a malformed achievement and a category entry that is no id, and lists them', () => {
    expect(liveCatalogStore.getState().rejected.filter((e) => e.kind === 'achievement')).toEqual([
      { kind: 'achievement', id: null, name: null, fields: [], duplicate: false },
      {
        kind: 'achievement',
        id: BROKEN,
        name: 'Broken Fisher',
        fields: ['bits'],
        duplicate: false,
      },
    ]);
  });

  it('(G4) keeps a fish whose hint has words the app does not know, with the words as the game wrote them', () => {
    expect(items()?.[WORDS_FISH]).toMatchObject({
      name: 'Glimmerfin',
      bait: 'ANY',
      fishingHole: ['LAKE'],
      timeOfDay: 'ANY',
      higherChanceTime: null,
      fromGame: {
        words: {
          holes: 'Lake Fish, Glowing Pool Fish',
          bait: 'Glowing Krill',
          time: 'Any, Moonrise (Higher Chance)',
        },
      },
    });
    expect(items()?.[WORDS_FISH]?.fromGame?.unknown).toEqual(
      expect.arrayContaining([
        'hole:Glowing Pool Fish',
        'bait:Glowing Krill',
        'time:Any, Moonrise (Higher Chance)',
      ]),
    );
  });
});
