import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/config/locales';
import { achievementFixture, itemFixture } from '@/testing/gw2-fixtures';
import { GW2_API, localizedHandlers } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { fetchFishingCategory, fetchGameAchievements, fetchGameItems } from './fishing-catalog';

const cod = itemFixture({ id: 95961, name: 'Cod' });
const krytanFisher = achievementFixture({ id: 6068, name: 'Krytan Fisher' });
const answers = Object.fromEntries(
  (['en', 'de', 'fr', 'es'] as const).map((lang) => [
    lang,
    { achievements: [krytanFisher], items: [cod] },
  ]),
);

describe('the fishing catalog requests', () => {
  it.each<Locale>(['en', 'de'])(
    'ask the fishing category in the language given (%s)',
    async (lang) => {
      const requests: URL[] = [];
      server.use(
        http.get(`${GW2_API}/v2/achievements/categories/317`, ({ request }) => {
          requests.push(new URL(request.url));
          return HttpResponse.json({ id: 317, achievements: [6068] });
        }),
      );
      expect((await fetchFishingCategory(lang)).entries).toEqual([6068]);
      expect(requests.map((url) => url.searchParams.get('lang'))).toEqual([lang]);
    },
  );

  it.each<Locale>(['en', 'fr', 'es'])(
    'ask achievements and items in the language given (%s)',
    async (lang) => {
      const requests: URL[] = [];
      server.use(...localizedHandlers(answers, requests));
      expect((await fetchGameAchievements([6068], lang)).entries).toEqual([
        expect.objectContaining({ id: 6068 }),
      ]);
      expect((await fetchGameItems([95961], lang)).entries).toEqual([
        expect.objectContaining({ id: 95961, name: 'Cod' }),
      ]);
      expect(requests.map((url) => [url.pathname, url.searchParams.get('lang')])).toEqual([
        ['/v2/achievements', lang],
        ['/v2/items', lang],
      ]);
    },
  );
});
