import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { assetPaths } from '@/data/asset-paths';
import { assetRequestUrl } from '@/testing/asset-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

describe('RegionFishList (on the Region page)', () => {
  it("lists the region's fish by their bundled names", async () => {
    renderApp('/region/Krytan');
    const list = await screen.findByRole('list', { name: 'Fish (21)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(within(list).getByText('Krytan Crawfish')).toBeInTheDocument();
  });

  it('shows which file is missing instead of a blank page', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.region('Orrian')), () =>
        HttpResponse.json({ text: 'not found' }, { status: 404 }),
      ),
    );
    renderApp('/region/Orrian');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This region's data could not be loaded");
    expect(alert).toHaveTextContent(
      'Could not load the catalog file assets/Regions/Orrian/Orrian.Region.json: it does not exist (404).',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ruins of Orr' })).toBeInTheDocument();
  });

  it('says so when a file is malformed', async () => {
    server.use(
      http.get(assetRequestUrl(assetPaths.itemExtensions('Desert')), () =>
        HttpResponse.json({ 95584: { name: 'Royal Featherback', rarity: 'Shiny' } }),
      ),
    );
    renderApp('/region/Desert');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Desert\.ItemExtensions\.json: unexpected content at 95584\.rarity/,
    );
  });
});
