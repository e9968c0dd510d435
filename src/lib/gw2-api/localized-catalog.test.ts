import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GAME_LOCALES } from '@/config/locales';
import { achievementFixture, itemFixture } from '@/testing/gw2-fixtures';
import { GW2_API, localizedHandlers } from '@/testing/gw2-handlers';
import { englishHint, germanHint } from '@/testing/localized-hints';
import { server } from '@/testing/msw-server';
import { Gw2ApiRequestError } from './errors';
import { fetchLocalizedAchievements, fetchLocalizedItemNames } from './localized-catalog';
import { GW2_SCHEMA_VERSION } from './schema-version';

// The German names and descriptions are test data, not the game's words (see localized-hints.ts).
const answers = {
  en: {
    achievements: [
      achievementFixture({
        id: 6068,
        name: 'Krytan Fisher',
        description: 'Catch fish in Kryta.',
        bits: [{ type: 'Item', id: 95961, text: englishHint('Lake Fish', 'Any', 'Any') }],
      }),
    ],
    items: [itemFixture({ id: 95961, name: 'Cod' })],
  },
  de: {
    achievements: [
      achievementFixture({
        id: 6068,
        name: 'Testname Kryta (de)',
        description: 'Testbeschreibung (de).',
        bits: [{ type: 'Item', id: 95961, text: germanHint('Seefisch', 'Jede(r)', 'Jede(r)') }],
      }),
    ],
    items: [itemFixture({ id: 95961, name: 'Testfisch (de)' })],
  },
};

describe('fetchLocalizedAchievements', () => {
  it('asks in the language given and keeps names, descriptions and hint texts', async () => {
    const requests: URL[] = [];
    server.use(...localizedHandlers(answers, requests));
    const achievements = await fetchLocalizedAchievements([6068], 'de');
    expect(achievements).toEqual([
      {
        id: 6068,
        name: 'Testname Kryta (de)',
        description: 'Testbeschreibung (de).',
        requirement: 'Catch each of the fish listed.',
        bits: [{ type: 'Item', id: 95961, text: germanHint('Seefisch', 'Jede(r)', 'Jede(r)') }],
      },
    ]);
    expect(requests.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { ids: '6068', lang: 'de', v: GW2_SCHEMA_VERSION },
    ]);
  });

  it('asks 200 ids a request at most, each in the language', async () => {
    const requests: URL[] = [];
    server.use(...localizedHandlers(answers, requests));
    const ids = Array.from({ length: 201 }, (_, i) => 6068 + i);
    expect((await fetchLocalizedAchievements(ids, 'de')).map((a) => a.id)).toEqual([6068]);
    expect(requests.map((url) => url.searchParams.get('ids')?.split(',').length)).toEqual([200, 1]);
    expect(requests.map((url) => url.searchParams.get('lang'))).toEqual(['de', 'de']);
  });

  it('(G3) leaves out an entry of an unexpected shape and keeps the others', async () => {
    const good = achievementFixture({ id: 6068, name: 'Pêcheur de Kryte (test)' });
    server.use(
      http.get(`${GW2_API}/v2/achievements`, () => HttpResponse.json([{ id: 'x' }, good])),
    );
    expect(await fetchLocalizedAchievements([6068], 'fr')).toEqual([
      expect.objectContaining({ id: 6068, name: 'Pêcheur de Kryte (test)' }),
    ]);
  });

  it('fails with a readable error when the answer is not a list', async () => {
    server.use(http.get(`${GW2_API}/v2/achievements`, () => HttpResponse.json({ id: 'x' })));
    const error = await fetchLocalizedAchievements([6068], 'fr').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Gw2ApiRequestError);
    expect((error as Error).message).toBe(
      'The GW2 API sent achievements (fr) in an unexpected shape.',
    );
  });
});

describe('fetchLocalizedItemNames', () => {
  it.each(GAME_LOCALES.filter((locale) => locale in answers))(
    'keeps only the names of the items the API knows (%s)',
    async (locale) => {
      server.use(...localizedHandlers(answers));
      expect(await fetchLocalizedItemNames([95961, 1], locale)).toEqual([
        { id: 95961, name: answers[locale as keyof typeof answers].items[0]?.name },
      ]);
    },
  );

  it('answers none when the API knows none of the ids (404 "all ids provided are invalid")', async () => {
    server.use(...localizedHandlers(answers));
    expect(await fetchLocalizedItemNames([1, 2], 'es')).toEqual([]);
  });

  it('fails on any other error', async () => {
    server.use(
      http.get(`${GW2_API}/v2/items`, () => HttpResponse.json({ text: 'down' }, { status: 503 })),
    );
    const error = await fetchLocalizedItemNames([95961], 'de').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Gw2ApiRequestError);
    expect((error as Gw2ApiRequestError).status).toBe(503);
  });
});
