import { http, HttpResponse } from 'msw';
import {
  achievementFixture,
  dailyAchievementsFixture,
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
  // Today's dailies: ids whose default achievement fixture is not a fishing daily, so the app
  // falls back to the rotation unless a test serves fishing dailies.
  http.get(`${GW2_API}/v2/achievements/daily`, () => HttpResponse.json(dailyAchievementsFixture())),
  http.get(`${GW2_API}/v2/achievements/categories/321`, () =>
    HttpResponse.json(dailyCategoryFixture()),
  ),
];
