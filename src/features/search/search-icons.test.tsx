import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { itemFixture } from '@/testing/gw2-fixtures';
import { GW2_API } from '@/testing/gw2-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { resultNames, searchResultList } from '@/testing/search-results';

// A file of its own: the items loader caches by id for the whole module graph, and what another
// test loaded would not be asked again.
describe('SearchTab icons', { timeout: 20_000 }, () => {
  it('asks the icons of the results typing stops on, not of each query on the way', async () => {
    const asked = new Set<number>();
    server.use(
      http.get(`${GW2_API}/v2/items`, ({ request }) => {
        const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
        ids.forEach((id) => asked.add(id));
        return HttpResponse.json(
          ids.map((id) =>
            itemFixture({ id, icon: `https://render.guildwars2.com/file/${id}.png` }),
          ),
        );
      }),
    );
    const { user } = renderApp('/launch/search?query=night');
    const iconIds = () =>
      within(searchResultList())
        .queryAllByRole('img')
        .map((image) => image.getAttribute('src')?.match(/(\d+)\.png$/)?.[1])
        .filter(Boolean)
        .map(Number);
    // Opened with a query, its icons load at once.
    await waitFor(() => expect(iconIds().length).toBeGreaterThan(0));
    asked.clear();
    // Typed over the text: "l", the throttle's first query, shows cards of its own on the way to
    // "lake"; only icons of cards "lake" shows may be asked.
    await user.type(screen.getByRole('searchbox', { name: /Search fish/ }), 'lake', {
      initialSelectionStart: 0,
      initialSelectionEnd: 'night'.length,
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results$/);
      expect(resultNames().every((text) => /lake/i.test(text))).toBe(true);
    });
    await waitFor(() => expect(asked.size).toBeGreaterThan(0));
    await waitFor(() => expect(iconIds()).toEqual(expect.arrayContaining([...asked])));
  });
});
