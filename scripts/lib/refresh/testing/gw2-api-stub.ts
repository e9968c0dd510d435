// A local stand-in for api.guildwars2.com (node:http, ephemeral port) serving typed fixtures.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Achievement } from '@gw2api/types/data/achievement';
import type { AchievementCategory } from '@gw2api/types/data/achievement-category';
import type { Item } from '@gw2api/types/data/item';
import type { GW2_SCHEMA_VERSION } from '../../../../src/lib/gw2-api/schema-version.ts';
import { achievementFixture as appAchievementFixture } from '../../../../src/testing/gw2-fixtures.ts';

export interface StubFixtures {
  achievements: Achievement[];
  items: Item[];
  categories: AchievementCategory<typeof GW2_SCHEMA_VERSION>[];
  /** Paths (or `path?lang=xx`) answered with 500 and the API's `{ text }` error body. */
  failingPaths?: string[];
  /** Answers to `?lang=`; a language without answers knows none of the ids. */
  localized?: Partial<Record<string, { achievements: Achievement[]; items: Item[] }>>;
}

export interface Gw2ApiStub {
  base: string;
  requests: URL[];
  close: () => Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Answers `?ids=` like the API: 200 when all exist, 206 with the found ones, 404 when none. */
function answerIds(response: ServerResponse, entries: { id: number }[], ids: string | null) {
  const wanted = (ids ?? '').split(',').map(Number);
  const found = entries.filter((entry) => wanted.includes(entry.id));
  if (found.length === 0) send(response, 404, { text: 'all ids provided are invalid' });
  else send(response, found.length === wanted.length ? 200 : 206, found);
}

export async function startGw2ApiStub(fixtures: StubFixtures): Promise<Gw2ApiStub> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push(url);
    const category = /^\/v2\/achievements\/categories\/(\d+)$/.exec(url.pathname);
    const lang = url.searchParams.get('lang');
    const answers = lang
      ? (fixtures.localized?.[lang] ?? { achievements: [], items: [] })
      : fixtures;
    const failing = [url.pathname, `${url.pathname}?lang=${lang}`];
    if (failing.some((path) => fixtures.failingPaths?.includes(path)))
      send(response, 500, { text: 'internal server error' });
    else if (url.pathname === '/v2/achievements')
      answerIds(response, answers.achievements, url.searchParams.get('ids'));
    else if (url.pathname === '/v2/items')
      answerIds(response, answers.items, url.searchParams.get('ids'));
    else if (category) {
      const found = fixtures.categories.find((entry) => entry.id === Number(category[1]));
      if (found) send(response, 200, found);
      else send(response, 404, { text: 'no such id' });
    } else send(response, 404, { text: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** The app's achievement fixture, with no bits unless given (a refresh reads the bits it is served). */
export const achievementFixture = (overrides: Partial<Achievement>): Achievement =>
  appAchievementFixture({ bits: [], ...overrides });

export function itemFixture(overrides: Partial<Item> & Pick<Item, 'id' | 'name'>): Item {
  return {
    chat_link: '[&AgEAAAA=]',
    icon: `https://render.guildwars2.com/file/${overrides.id}.png`,
    type: 'Trophy',
    rarity: 'Rare',
    level: 0,
    vendor_value: 0,
    flags: [],
    game_types: ['Activity', 'Dungeon', 'Pve', 'Wvw'],
    restrictions: [],
    ...overrides,
  };
}

export function fishingCategoryFixture(
  achievementIds: number[],
): AchievementCategory<typeof GW2_SCHEMA_VERSION> {
  return {
    id: 317,
    name: 'Fishing',
    description: '',
    icon: 'https://render.guildwars2.com/file/category.png',
    order: 1,
    achievements: achievementIds.map((id) => ({ id })),
  };
}
