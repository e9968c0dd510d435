import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GW2_SCHEMA_VERSION } from '../../../src/lib/gw2-api/schema-version.ts';
import { germanHint } from '../../../src/testing/localized-hints.ts';
import {
  ACHIEVEMENTS_CACHE_FILE,
  ITEMS_CACHE_FILE,
  localizedCacheFile,
  readAchievementsCache,
  readItemsCache,
  readLocalizedCache,
  writeCaches,
} from './cache-files.ts';
import { dataRefreshMain } from './main.ts';
import {
  achievementFixture,
  fishingCategoryFixture,
  itemFixture,
  startGw2ApiStub,
  type Gw2ApiStub,
} from './testing/gw2-api-stub.ts';

const hint = (time: string) =>
  `Found in the waters of Kryta.<br>Fishing Hole: Lake Fish<br>Favored Bait: Any<br>Time of Day: ${time}`;
const now = new Date('2026-11-23T02:00:00.000Z');

let dir: string;
let stub: Gw2ApiStub | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-refresh-'));
  writeCaches(
    dir,
    {
      about: 'test cache',
      fetchedAt: null,
      achievements: [
        {
          id: 6068,
          name: 'Krytan Fisher',
          bits: [
            { type: 'Item', id: 1001, text: hint('Any') },
            { type: 'Item', id: 1002 },
          ],
        },
        { id: 6263, name: 'Avid Krytan Fisher', bits: [{ type: 'Item', id: 1001 }] },
      ],
    },
    {
      about: 'test items',
      fetchedAt: null,
      items: [
        { id: 1001, name: 'Cod', rarity: 'Rare', icon: null },
        { id: 1002, name: 'Knifefish', rarity: 'Fine', icon: null },
        { id: 1003, name: 'Old Boot', rarity: 'Junk', icon: null },
      ],
    },
  );
});

afterEach(async () => {
  await stub?.close();
  stub = undefined;
  rmSync(dir, { recursive: true, force: true });
});

// German and French names are test data (see src/testing/localized-hints.ts); Spanish knows none.
const germanKrytan = {
  id: 6068,
  name: 'Krytanischer Testangler',
  description: 'Testbeschreibung.',
  bits: [
    {
      type: 'Item' as const,
      id: 1001,
      text: germanHint('Seefisch', 'Jede(r)', 'Jede(r), Nacht (Höhere Chance)'),
    },
    { type: 'Item' as const, id: 1002 },
    { type: 'Item' as const, id: 1004 },
  ],
};
const germanItems = [
  { id: 1001, name: 'Testkabeljau' },
  { id: 1002, name: 'Testmesserfisch' },
  { id: 1004, name: 'Testzander' },
];

const fixtures = () => ({
  achievements: [
    achievementFixture({
      id: 6068,
      bits: [
        { type: 'Item', id: 1001, text: hint('Any, Night (Higher Chance)') },
        { type: 'Item', id: 1002 },
        { type: 'Item', id: 1004 },
      ],
    }),
    achievementFixture({ id: 8900, name: 'Castora Fisher' }),
  ],
  items: [
    itemFixture({ id: 1001, name: 'Cod' }),
    itemFixture({ id: 1002, name: 'Knife Fish', rarity: 'Fine' }),
    itemFixture({ id: 1004, name: 'Zander', rarity: 'Exotic' }),
  ],
  categories: [fishingCategoryFixture([6068, 6263, 8900])],
  localized: {
    de: {
      achievements: [achievementFixture(germanKrytan)],
      items: germanItems.map(itemFixture),
    },
    fr: {
      achievements: [
        achievementFixture({
          id: 6068,
          name: 'Pêcheur de test',
          bits: [
            { type: 'Item', id: 1001, text: 'Kryte.<br>Coin : Poisson lacustre<br>Heure : Nuit' },
          ],
        }),
      ],
      items: [
        itemFixture({ id: 1001, name: 'Morue de test' }),
        itemFixture({ id: 1002, name: 'Poisson-couteau de test' }),
      ],
    },
  },
});

async function run(argv: string[], env: Record<string, string> = {}) {
  const output: string[] = [];
  const errors: string[] = [];
  const code = await dataRefreshMain(argv, {
    env,
    now,
    cacheDir: dir,
    catalogAchievementIds: [6068, 6263],
    bundle: {
      knownIds: [6068, 6263],
      collections: [{ id: 6068, name: 'Krytan Fisher', itemIds: [1001, 1002] }],
      itemNames: new Map([
        [1001, 'Cod'],
        [1002, 'Knifefish'],
      ]),
    },
    log: (line) => output.push(line),
    error: (line) => errors.push(line),
  });
  return { code, output, errors };
}

const files = () =>
  [ACHIEVEMENTS_CACHE_FILE, ITEMS_CACHE_FILE].map((name) => readFileSync(join(dir, name), 'utf8'));

describe('dataRefreshMain', () => {
  it('prints the diff against the stub API and rewrites both cache files', async () => {
    stub = await startGw2ApiStub(fixtures());
    const { code, output, errors } = await run(['--base', stub.base]);

    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(output).toEqual([
      `Refreshing the fishing data cache from ${stub.base} …`,
      'Warning: /v2/achievements answered 206 (partial content).',
      'Warning: /v2/achievements did not return ids 6263.',
      'Warning: /v2/achievements (de) answered 206 (partial content).',
      'Warning: /v2/achievements (de) did not return ids 6263.',
      'Warning: /v2/achievements (fr) answered 206 (partial content).',
      'Warning: /v2/achievements (fr) did not return ids 6263.',
      'Warning: /v2/items (fr) answered 206 (partial content).',
      'Warning: /v2/items (fr) did not return ids 1004.',
      'Warning: /v2/achievements (es) did not return ids 6068, 6263.',
      'Warning: /v2/items (es) did not return ids 1001, 1002, 1004.',
      'Items:',
      '  ~ 1002 renamed "Knifefish" → "Knife Fish"',
      '  + 1004 Zander (Exotic)',
      '  - 1003 Old Boot (no longer in any bit)',
      '  ~ 2 item icons new or changed',
      'Achievements:',
      '  ~ 6068 Krytan Fisher: items added: 1004 Zander',
      '  ~ 6068 Krytan Fisher: 1001 Cod: time "Any" → "Any, Night (Higher Chance)"',
      'Fishing category 317:',
      '  ! 8900 Castora Fisher is not in the catalog',
      "The game against the bundled catalog (as the app's data page shows it):",
      '  Krytan Fisher (6068) adds Zander (item 1004)',
      '  Item 1002 renamed "Knifefish" → "Knife Fish"',
      "The game's words in other languages (read beside the English hints):",
      '  de: 3 item names, 1 achievements; glossary: 1 holes, 1 baits, 2 times',
      '  fr: 2 item names, 1 achievements; glossary: 0 holes, 0 baits, 0 times',
      '  ! fr: 6068 bit 0 not read: 3 labelled lines in English, 2 beside them',
      '  es: 0 item names, 0 achievements; glossary: 0 holes, 0 baits, 0 times',
      `Wrote 2 achievements and 3 items to ${dir}.`,
      "Wrote the game's words in de, fr, es.",
    ]);

    const achievements = readAchievementsCache(dir);
    expect(achievements.fetchedAt).toBe(now.toISOString());
    expect(achievements.about).toBe('test cache');
    expect(achievements.achievements.map((a) => [a.id, a.bits.map((bit) => bit.id)])).toEqual([
      [6068, [1001, 1002, 1004]],
      [6263, [1001]],
    ]);
    expect(readItemsCache(dir).items).toEqual([
      {
        id: 1001,
        name: 'Cod',
        rarity: 'Rare',
        icon: 'https://render.guildwars2.com/file/1001.png',
      },
      {
        id: 1002,
        name: 'Knife Fish',
        rarity: 'Fine',
        icon: 'https://render.guildwars2.com/file/1002.png',
      },
      {
        id: 1004,
        name: 'Zander',
        rarity: 'Exotic',
        icon: 'https://render.guildwars2.com/file/1004.png',
      },
    ]);
    expect(stub.requests.map((url) => url.searchParams.get('v'))).toEqual(
      stub.requests.map(() => GW2_SCHEMA_VERSION),
    );
    expect(stub.requests.map((url) => [url.pathname, url.searchParams.get('lang')])).toEqual([
      ['/v2/achievements/categories/317', null],
      ['/v2/achievements', null],
      ['/v2/items', null],
      ['/v2/achievements', 'de'],
      ['/v2/items', 'de'],
      ['/v2/achievements', 'fr'],
      ['/v2/items', 'fr'],
      ['/v2/achievements', 'es'],
      ['/v2/items', 'es'],
    ]);
  });

  it("writes one file per language with the game's words the API sent", async () => {
    stub = await startGw2ApiStub(fixtures());
    expect((await run(['--base', stub.base])).code).toBe(0);

    expect(readLocalizedCache(dir, 'de')).toEqual({
      about: `The game's words in "de" (GET /v2/achievements and /v2/items with lang=de).`,
      locale: 'de',
      fetchedAt: now.toISOString(),
      achievements: [germanKrytan],
      items: germanItems,
    });
    expect(readLocalizedCache(dir, 'fr').items.map((item) => item.id)).toEqual([1001, 1002]);
    expect(readLocalizedCache(dir, 'es')).toMatchObject({ achievements: [], items: [] });
  });

  it('keeps the previous words of ids a language left out', async () => {
    stub = await startGw2ApiStub(fixtures());
    const previous = {
      about: 'earlier answer',
      locale: 'fr',
      fetchedAt: '2026-11-01T00:00:00.000Z',
      achievements: [{ id: 6263, name: 'Avide (test)', description: '', bits: [] }],
      items: [{ id: 1004, name: 'Sandre de test' }],
    };
    writeFileSync(join(dir, localizedCacheFile('fr')), JSON.stringify(previous));
    expect((await run(['--base', stub.base])).code).toBe(0);

    const fr = readLocalizedCache(dir, 'fr');
    expect(fr.about).toBe('earlier answer');
    expect(fr.achievements.map((a) => [a.id, a.name])).toEqual([
      [6068, 'Pêcheur de test'],
      [6263, 'Avide (test)'],
    ]);
    expect(fr.items.map((item) => [item.id, item.name])).toEqual([
      [1001, 'Morue de test'],
      [1002, 'Poisson-couteau de test'],
      [1004, 'Sandre de test'],
    ]);
  });

  it('writes nothing when a language fails', async () => {
    stub = await startGw2ApiStub({ ...fixtures(), failingPaths: ['/v2/items?lang=es'] });
    const before = files();
    const { code, errors } = await run(['--base', stub.base]);

    expect(code).toBe(1);
    expect(errors[0]).toMatch(/Could not fetch \/v2\/items\?ids=1001,1002,1004&lang=es from /);
    expect(files()).toEqual(before);
    expect(existsSync(join(dir, localizedCacheFile('de')))).toBe(false);
  });

  it('fails with the URL and the API message on an HTTP error and writes nothing', async () => {
    stub = await startGw2ApiStub({ ...fixtures(), failingPaths: ['/v2/items'] });
    const before = files();
    const { code, output, errors } = await run(['--base', stub.base]);

    expect(code).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^data:refresh failed; nothing was written\. Could not fetch \/v2\/items\?ids=1001,1002,1004 from http:\/\/127\.0\.0\.1:\d+: .*returned 500.*internal server error/,
    );
    expect(output.some((line) => line.startsWith('Wrote'))).toBe(false);
    expect(files()).toEqual(before);
  });

  it('takes the base from GW2_API_BASE and fails clearly when nothing answers', async () => {
    const closed = await startGw2ApiStub(fixtures());
    await closed.close();
    const before = files();
    const { code, errors } = await run([], { GW2_API_BASE: closed.base });

    expect(code).toBe(1);
    expect(errors[0]).toContain(
      `Could not fetch /v2/achievements/categories/317 from ${closed.base}: fetch failed`,
    );
    expect(files()).toEqual(before);
  });

  it.each([ITEMS_CACHE_FILE, localizedCacheFile('de')])(
    'refuses a cache file that does not match its schema (%s), before asking anything',
    async (file) => {
      stub = await startGw2ApiStub(fixtures());
      writeFileSync(join(dir, file), JSON.stringify({ about: 'x', items: [{ id: 'a' }] }));
      const { code, errors } = await run(['--base', stub.base]);

      expect(code).toBe(1);
      expect(errors[0]).toContain(`${join(dir, file)} is not a valid cache`);
      expect(stub.requests).toEqual([]);
    },
  );
});
