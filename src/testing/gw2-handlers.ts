import { http, HttpResponse } from 'msw';
import { achievementFixture, itemFixture, tokenInfoFixture } from './gw2-fixtures';

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
  // Unhandled, so a request fails the test: `/v2/achievements/daily` (removed in 2024) and the
  // daily category 321 (the API does not report dailies on accounts; nothing asks it).
];
