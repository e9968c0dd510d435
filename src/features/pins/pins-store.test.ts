import { beforeEach, describe, expect, it } from 'vitest';
import { isPinnablePage, pageIds, prerenderedPathsOf } from '@/config/routes';
import { isPinnableEndpoint } from './pin';
import { usePinsStore } from './pins-store';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';

const catalog = { regions: regionIndex, achievements: otherAchievementIndex };

describe('pins store', () => {
  beforeEach(() => usePinsStore.setState({ pins: [] }));

  const cases: {
    name: string;
    toggles: [name: string, endpoint: string][];
    expected: string[];
  }[] = [
    { name: 'pins a page', toggles: [['Kryta', '/region/Krytan']], expected: ['/region/Krytan'] },
    {
      name: 'lists the newest pin first',
      toggles: [
        ['Kryta', '/region/Krytan'],
        ['Orr', '/region/Orrian'],
        ['Ascalon', '/region/Ascalonian'],
      ],
      expected: ['/region/Ascalonian', '/region/Orrian', '/region/Krytan'],
    },
    {
      name: 'unpins a pinned page',
      toggles: [
        ['Kryta', '/region/Krytan'],
        ['Orr', '/region/Orrian'],
        ['Kryta', '/region/Krytan'],
      ],
      expected: ['/region/Orrian'],
    },
    {
      name: 'treats the same page with another query as the same pin',
      toggles: [
        ['Kryta', '/region/Krytan?time=DAY'],
        ['Kryta', '/region/Krytan'],
      ],
      expected: [],
    },
    {
      name: 'keeps every pin below the cap',
      toggles: Array.from({ length: 50 }, (_, i) => [`P${i}`, `/region/R${i}`] as [string, string]),
      expected: Array.from({ length: 50 }, (_, i) => `/region/R${49 - i}`),
    },
  ];

  it.each(cases)('$name', ({ toggles, expected }) => {
    for (const [name, endpoint] of toggles) usePinsStore.getState().togglePin(name, endpoint);
    const { pins } = usePinsStore.getState();
    expect(pins.map((pin) => pin.endpoint)).toEqual(expected);
    expect(pins.every((pin) => pin.isPinned)).toBe(true);
  });

  it('keeps the endpoint with its query so the label returns to the same view', () => {
    usePinsStore.getState().togglePin('Kryta', '/region/Krytan?time=NIGHT');
    expect(usePinsStore.getState().pins[0]).toEqual({
      name: 'Kryta',
      endpoint: '/region/Krytan?time=NIGHT',
      isPinned: true,
    });
  });
});

describe('isPinnableEndpoint', () => {
  const origin = 'http://127.0.0.1:4173';
  it.each([
    ['/region/Krytan', true],
    ['/region/Krytan?time=DAY', true],
    ['/achievement/Krytan%20Fisher', true],
    ['/\\evil.example/phish', false],
    ['/\t/evil.example/x', false],
    ['//evil.example/x', false],
    ['https://evil.example/region/Krytan', false],
    ['region/Krytan', false],
    ['/settings/general', false],
    ['/region', false],
    ['/not-a-page', false],
  ])('%j → %s', (endpoint, expected) => {
    expect(isPinnableEndpoint(endpoint, origin)).toBe(expected);
  });
});

describe('isPinnableEndpoint over the route table', () => {
  // Each page's addresses (a sample for those not prerendered): pinnable exactly when the table
  // marks the page so.
  const samples: Record<string, string[]> = {
    launch: ['/launch'],
    settings: ['/settings'],
    'not-found': ['/no/such/page'],
  };
  it.each(pageIds)('accepts the addresses of %s only if it is pinnable', (id) => {
    const addresses = samples[id] ?? prerenderedPathsOf(id, catalog);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(isPinnableEndpoint(address, 'http://x.test')).toBe(isPinnablePage(id));
    }
  });
});
