import type { Achievement } from '@gw2api/types/data/achievement';
import type { Item } from '@gw2api/types/data/item';
import { http, HttpResponse } from 'msw';
import { accountFixture, achievementFixture, itemFixture, tokenInfoFixture } from './gw2-fixtures';

export const GW2_API = 'https://api.guildwars2.com';

const idsOf = (request: Request) =>
  (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);

/** Default GW2 API handlers for component tests; override per test with `server.use(...)`. */
export const gw2Handlers = [
  http.get(`${GW2_API}/v2/tokeninfo`, () => HttpResponse.json(tokenInfoFixture())),
  http.get(`${GW2_API}/v2/items`, ({ request }) =>
    HttpResponse.json(idsOf(request).map((id) => itemFixture({ id }))),
  ),
  http.get(`${GW2_API}/v2/achievements`, ({ request }) =>
    HttpResponse.json(idsOf(request).map((id) => achievementFixture({ id }))),
  ),
  http.get(`${GW2_API}/v2/account/achievements`, () => HttpResponse.json([])),
  http.get(`${GW2_API}/v2/account`, () => HttpResponse.json(accountFixture())),
  http.get(`${GW2_API}/v2/characters`, () => HttpResponse.json([])),
  // Unhandled, so a request fails the test: `/v2/achievements/daily` (removed in 2024) and the
  // daily category 321 (the API does not report dailies on accounts; nothing asks it).
];

type Answers = Partial<Record<string, { achievements?: Achievement[]; items?: Item[] }>>;

/**
 * `/v2/achievements` and `/v2/items` answering in the asked `lang`, like the API: the ids it has,
 * 404 "all ids provided are invalid" when it has none of them. Every request is recorded.
 */
export function localizedHandlers(answers: Answers, requests: URL[] = []) {
  const answer =
    (endpoint: 'achievements' | 'items') =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const wanted = idsOf(request);
      const entries = answers[url.searchParams.get('lang') ?? '']?.[endpoint] ?? [];
      const found = entries.filter((entry) => wanted.includes(entry.id));
      return found.length
        ? HttpResponse.json(found)
        : HttpResponse.json({ text: 'all ids provided are invalid' }, { status: 404 });
    };
  return [
    http.get(`${GW2_API}/v2/achievements`, answer('achievements')),
    http.get(`${GW2_API}/v2/items`, answer('items')),
  ];
}
