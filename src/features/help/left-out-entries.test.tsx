import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveCatalogStore } from '@/data/live-catalog/live-catalog-store';
import { renderInLanguage } from '@/testing/render-in-language';
import { LeftOutEntries } from './left-out-entries';

const initial = liveCatalogStore.getState();
const entry = { kind: 'item', id: 99102, name: 'Cloud Grouper', duplicate: false } as const;

describe('LeftOutEntries', () => {
  afterEach(() => liveCatalogStore.setState(initial, true));

  it('shows nothing while the game’s answer had nothing to leave out', async () => {
    await renderInLanguage('en', <LeftOutEntries />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('(G3) names each entry left out of the game’s answer, and why', async () => {
    liveCatalogStore.setState({
      rejected: [
        { ...entry, fields: ['rarity'] },
        { ...entry, id: 99103, name: null, fields: ['icon', 'name'] },
        { ...entry, id: 99106, fields: [], duplicate: true },
        { ...entry, id: null, name: null, fields: [] },
        {
          kind: 'achievement',
          id: 9002,
          name: 'Broken Fisher',
          fields: ['bits'],
          duplicate: false,
        },
      ],
    });
    await renderInLanguage('en', <LeftOutEntries />);
    const section = screen.getByRole('region', { name: "Left out of the game's answer" });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Item 99102 “Cloud Grouper” — unexpected: rarity.',
      'Item 99103 — unexpected: icon, name.',
      'Item 99106 “Cloud Grouper” came more than once; no copy was used.',
      'An item the app could not read.',
      'Achievement 9002 “Broken Fisher” — unexpected: collection items.',
    ]);
  });
});
