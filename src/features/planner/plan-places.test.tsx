import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/config/locales';
import type { PlanCollection } from '@/lib/planner/collections';
import { renderInLanguage } from '@/testing/render-in-language';
import { PlanPlaces } from './plan-places';

const group = (name: string) => ({ name, links: [] });

/** A region's collection and an achievement's, as `collectionsInLanguage` hands them over. */
const collections = (region: string, achievement: string): PlanCollection[] => [
  {
    key: 'Shiverpeaks',
    kind: 'region',
    name: region,
    clock: 'TYRIA',
    fishingPower: 0,
    // A map twice: named once.
    waypoints: [group('Frostgorge Sound'), group("Lion's Arch"), group('Frostgorge Sound')],
    fish: [],
  },
  {
    key: 'AvidWorldClassFisher',
    kind: 'achievement',
    name: achievement,
    clock: 'TYRIA',
    fishingPower: 0,
    // The catalog's group of waypoints no source places: no map to name.
    waypoints: [group('Unconfirmed map')],
    fish: [],
  },
];

// The served planner and session name these before any code runs (issue 60).
describe('PlanPlaces', () => {
  it.each<[Locale, string, string, string]>([
    [
      'en',
      'Shiverpeak Mountains',
      "Shiverpeak Mountains (Shiverpeaks Fisher): Frostgorge Sound, Lion's Arch",
      'Avid World Class Fisher',
    ],
    [
      'de',
      'Zittergipfel',
      'Zittergipfel (Zittergipfel-Fischer): Eisklamm-Sund, Löwenstein',
      'Eifriger Weltklasse-Fischer',
    ],
    [
      'fr',
      'Cimefroides',
      "Cimefroides (Pêcheur des Cimefroides) : Détroit des gorges glacées, L'Arche du Lion",
      'Pêcheur de classe mondiale avide',
    ],
  ])('in %s names each region, its collection and its maps', async (locale, region, line, avid) => {
    await renderInLanguage(
      locale,
      <PlanPlaces collections={collections(region, avid)} intro="Where it goes:" />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([line, avid]);
    expect(screen.getByText(region, { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows nothing without a collection', async () => {
    await renderInLanguage('de', <PlanPlaces collections={[]} intro="Where it goes:" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Where it goes:')).toBeNull();
  });
});
