import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveCatalogStore } from '@/data/live-catalog/live-catalog-store';
import { renderApp } from '@/testing/render-app';

const lazyRoute = { timeout: 5000 };
const initial = liveCatalogStore.getState();

describe('DataPage', { timeout: 20_000 }, () => {
  afterEach(() => liveCatalogStore.setState(initial, true));

  it('gives the catalog version, date and sources, and says the game was not checked yet', async () => {
    renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    expect(screen.getByText(/Version/)).toHaveTextContent(/Version 1\.4\.0, built 2026-11-24/);
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(sources).toHaveTextContent('@gw2efficiency/game-data');
    expect(screen.getByText(/Last checked/)).toHaveTextContent('Last checked: not yet');
  });

  it('says when the last check failed, and what the game has that the bundle lacks', async () => {
    liveCatalogStore.setState({
      checkedAt: Date.UTC(2026, 10, 24, 9),
      failedAt: Date.UTC(2026, 10, 25, 9),
      failure: 'The GW2 API did not answer within 15 seconds.',
      differences: ['Krytan Fisher (6068) adds Zephyr Carp (item 9)'],
      newCollections: [{ key: 'ZephyrFisher', name: 'Zephyr Fisher', id: 9001 }],
    });
    renderApp('/help/data');
    await screen.findByRole('heading', { level: 1, name: 'Catalog data' }, lazyRoute);
    expect(screen.getByText(/did not get an answer/)).toHaveTextContent(
      /The GW2 API did not answer within 15 seconds/,
    );
    expect(screen.getByText('Krytan Fisher (6068) adds Zephyr Carp (item 9)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zephyr Fisher' })).toHaveAttribute(
      'href',
      '/achievement/ZephyrFisher',
    );
  });
});
