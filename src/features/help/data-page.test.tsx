import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveCatalogStore } from '@/data/live-catalog/live-catalog-store';
import { runLiveCheck } from '@/data/live-catalog/run-live-check';
import { PageWords } from '@/lib/i18n/page-words';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { renderInLanguage } from '@/testing/render-in-language';
import { WordsSources } from './words-sources';

const lazyRoute = { timeout: 5000 };
const initial = liveCatalogStore.getState();

describe('DataPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    liveCatalogStore.setState(initial, true);
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('gives the catalog version, date and sources, and says the game was not checked yet', async () => {
    renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    expect(screen.getByText(/Version/)).toHaveTextContent(/Version 1\.4\.0, built 2026-11-24/);
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(sources).toHaveTextContent('@gw2efficiency/game-data');
    expect(screen.getByText(/Last checked/)).toHaveTextContent('Last checked: not yet');
  });

  it('says where the words in each language come from', async () => {
    renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    const words = within(screen.getByRole('region', { name: 'Words in your language' }));
    expect(words.getByText(/names in German and French/)).toHaveTextContent(
      /the game's own, from a copy of its API answers \(Pandraghon\/gw2api-namesearch, 2026-07-23, MIT licence\) bundled with the site, until the game's API answers in your language/,
    );
    expect(words.getByText(/^Bait words/)).toHaveTextContent(
      /the bait items' names until the game's hint texts give its words; .*region names, achievement descriptions and waypoint notes: our translations/,
    );
    expect(words.getByText(/^Spanish/)).toHaveTextContent(
      /names stay English until the game's API answers in Spanish/,
    );
    expect(words.getByText(/^Waypoint and area names/)).toHaveTextContent(/stay .* in English/);
  });

  it('says when the last check failed, and what the game has that the bundle lacks', async () => {
    liveCatalogStore.setState({
      checkedAt: Date.UTC(2026, 10, 24, 9),
      failedAt: Date.UTC(2026, 10, 25, 9),
      failure: 'timeout',
      differences: {
        diff: {
          newCollections: [],
          addedFish: [{ collectionId: 6068, collection: 'Krytan Fisher', itemId: 9, bitIndex: 21 }],
          removedFish: [],
          renamedItems: [],
          renamedCollections: [],
        },
        itemNames: { 9: 'Zephyr Carp' },
      },
      newCollections: [{ key: 'ZephyrFisher', name: 'Zephyr Fisher', id: 9001 }],
    });
    renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    expect(screen.getByText(/did not get an answer/)).toHaveTextContent(
      /did not get an answer: The game's API did not answer in time\. The app runs on its bundled catalog/,
    );
    expect(screen.getByText('Krytan Fisher (6068) adds Zephyr Carp (item 9)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zephyr Fisher' })).toHaveAttribute(
      'href',
      '/achievement/ZephyrFisher',
    );
  });

  it('(G8) words a failed check as a sentence, with the address and status in the console only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${GW2_API}/v2/achievements/categories/317`, () =>
        HttpResponse.json({ text: 'API not active' }, { status: 503 }),
      ),
    );
    const { client } = renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    await act(() => runLiveCheck(client, { now: Date.now(), mayAsk: true }));
    const failure = await screen.findByText(/did not get an answer/);
    expect(failure).toHaveTextContent("The game's API had a problem of its own.");
    expect(failure.textContent).not.toMatch(/https?:|\/v2\/|503|API not active/);
    expect(String(logged.mock.calls.flat())).toMatch(/categories\/317.*503/);
  });
});

describe('WordsSources on a Spanish page', () => {
  it('says in Spanish that names stay English until the game answers in Spanish', async () => {
    await renderInLanguage(
      'es',
      <PageWords catalog="help">
        <WordsSources />
      </PageWords>,
      { words: 'help' },
    );
    const words = within(screen.getByRole('region', { name: 'Las palabras en tu idioma' }));
    expect(words.getByText(/^Español/)).toHaveTextContent(
      'Español: no existe ninguna copia de los nombres del juego, así que los nombres siguen en inglés hasta que la API del juego responda en español',
    );
  });
});
