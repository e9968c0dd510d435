import { http, HttpResponse } from 'msw';
import {
  achievementFixture,
  dailyCategoryFixture,
  itemFixture,
  tokenInfoFixture,
} from './gw2-fixtures';

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
  // The daily End of Dragons category: asked only with a key, to find today's daily's id.
  // (`/v2/achievements/daily` was removed in 2024: unhandled, so a request to it fails the test.)
  http.get(`${GW2_API}/v2/achievements/categories/321`, () =>
    HttpResponse.json(dailyCategoryFixture()),
  ),
];
