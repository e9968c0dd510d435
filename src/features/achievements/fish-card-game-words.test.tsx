import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameWordsStorageKey } from '@/config/live-catalog';
import { clearGameWords } from '@/data/game-words/game-words-store';
import { refreshGameWords } from '@/data/game-words/refresh-game-words';
import { readWordsRecord } from '@/lib/game-words/words-record';
import { achievementFixture, itemFixture } from '@/testing/gw2-fixtures';
import { GW2_API, localizedHandlers } from '@/testing/gw2-handlers';
import { englishHint, germanHint } from '@/testing/localized-hints';
import { server } from '@/testing/msw-server';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishCard, type FishCardProps } from './fish-card';

// The German words are test data, not the game's (see src/testing/localized-hints.ts).
const answers = {
  en: {
    achievements: [
      achievementFixture({
        id: 6068,
        name: 'Krytan Fisher',
        bits: [{ type: 'Item', id: 95961, text: englishHint('Lake Fish', 'Leeches', 'Nighttime') }],
      }),
    ],
  },
  de: {
    achievements: [
      achievementFixture({
        id: 6068,
        name: 'Krytanischer Angler (Test)',
        bits: [{ type: 'Item', id: 95961, text: germanHint('Seefisch', 'Blutegel', 'Nachts') }],
      }),
    ],
    items: [itemFixture({ id: 95961, name: 'Testkrebs (de)' })],
  },
};

const details: FishCardProps['details'] = {
  name: 'Krytan Crawfish',
  rarity: 'Basic',
  hint: 'Found in the waters of Kryta.',
  timeOfDay: 'NIGHT',
  higherChanceTime: null,
  bait: 'LEECH',
  fishingHole: ['LAKE'],
  higherChanceHoles: [],
  fishingPower: 1,
  salvage: 'DEFAULT',
  achievements: [],
};
const now = Date.UTC(2026, 10, 26, 12);
const BUNDLED_NAME = 'Krytanischer Krebs';
const BUNDLED_FACTS = 'Zeit: Nachts · Köder: Blutegel · Fischgründe: See';
const HOUR = 60 * 60_000;
const card = (locale: 'de' | 'en') =>
  renderInLanguage(
    locale,
    <QueryClientProvider client={new QueryClient()}>
      <FishCard itemId={95961} details={details} />
    </QueryClientProvider>,
  );
/** The requests for the game's words (the icon's own item request carries no language). */
const wordRequests = (requests: URL[]) => requests.filter((url) => url.searchParams.has('lang'));
const facts = () => screen.getByText(/Zeit:|Time:/).textContent;

beforeEach(() => {
  clearGameWords();
  window.localStorage.clear();
});

describe('the game’s words on a German fish card', () => {
  it('shows the bundled names until the game answers, then its German name, bait, hole and time', async () => {
    const requests: URL[] = [];
    server.use(...localizedHandlers(answers, requests));
    await card('de');
    // The build's copy of the game's names (scripts/data/sources/game-names-de-fr.json): the
    // fish's and the bait item's name; the hole and time have our catalogs' words until the game's.
    expect(screen.getByText(BUNDLED_NAME)).toBeInTheDocument();
    expect(facts()).toBe(BUNDLED_FACTS);

    await refreshGameWords('de', { now, mayAsk: true });
    expect(await screen.findByText('Testkrebs (de)')).toBeInTheDocument();
    // The bait, hole and time words are read from the German hint beside the English one.
    expect(facts()).toBe('Zeit: Nachts · Köder: Blutegel · Fischgründe: Seefisch');
    expect(wordRequests(requests).map((url) => url.searchParams.get('lang'))).toEqual([
      'en',
      'de',
      'de',
    ]);
    expect(readWordsRecord('de', now)).toMatchObject({ checkedAt: now, failedAt: null });
  });

  it('shows the cached answer without asking while it is fresh', async () => {
    server.use(...localizedHandlers(answers));
    await refreshGameWords('de', { now, mayAsk: true });
    clearGameWords();
    const requests: URL[] = [];
    server.use(...localizedHandlers(answers, requests));
    await card('de');
    await refreshGameWords('de', { now: now + 5 * HOUR, mayAsk: true });
    expect(await screen.findByText('Testkrebs (de)')).toBeInTheDocument();
    expect(wordRequests(requests)).toEqual([]);
  });

  it.each([
    ['the API fails', { mayAsk: true }, () => new HttpResponse(null, { status: 500 })],
    ['the browser is offline', { mayAsk: false }, () => HttpResponse.error()],
  ])('keeps the bundled words when %s', async (_, { mayAsk }, reply) => {
    server.use(
      http.get(`${GW2_API}/v2/achievements`, reply),
      http.get(`${GW2_API}/v2/items`, reply),
    );
    await card('de');
    await refreshGameWords('de', { now, mayAsk });
    expect(screen.getByText(BUNDLED_NAME)).toBeInTheDocument();
    expect(facts()).toBe(BUNDLED_FACTS);
    expect(readWordsRecord('de', now).failedAt).toBe(mayAsk ? now : null);
  });

  it('asks again an hour after a failure, not before', async () => {
    server.use(
      http.get(`${GW2_API}/v2/achievements`, () => new HttpResponse(null, { status: 500 })),
    );
    await refreshGameWords('de', { now, mayAsk: true });
    const requests: URL[] = [];
    server.use(...localizedHandlers(answers, requests));
    await refreshGameWords('de', { now: now + HOUR - 1, mayAsk: true });
    expect(requests).toEqual([]);
    await refreshGameWords('de', { now: now + HOUR, mayAsk: true });
    expect(requests).toHaveLength(3);
  });

  it('reads a malformed cache as none', async () => {
    window.localStorage.setItem(gameWordsStorageKey('de'), '{"version":1,"words":{"locale":"xx"}}');
    server.use(...localizedHandlers(answers));
    await refreshGameWords('de', { now, mayAsk: false });
    expect(readWordsRecord('de', now).words).toBeNull();
  });

  it('leaves an English page in English', async () => {
    server.use(...localizedHandlers(answers));
    await refreshGameWords('de', { now, mayAsk: true });
    await card('en');
    expect(screen.getByText('Krytan Crawfish')).toBeInTheDocument();
    expect(facts()).toBe('Time: Night · Bait: Leech · Holes: Lake');
  });
});
