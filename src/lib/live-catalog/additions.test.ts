import { describe, expect, it } from 'vitest';
import type { OtherAchievement, Region } from '@/lib/catalog/asset-schemas';
import { itemExtensionFixture } from '@/testing/catalog-fixtures';
import { liveAdditions, liveCollectionKey, NEW_COLLECTION_UNKNOWN } from './additions';
import type { CatalogDiff } from './diff';

const hint = (hole: string, bait: string, time: string) =>
  `Found in the waters of Zephyr.<br>Fishing Hole: ${hole}<br>Favored Bait: ${bait}<br>Time of Day: ${time}`;

const region = {
  key: 'Krytan',
  name: 'Kryta',
  fishingPower: 350,
  achievementIds: [6068, 6263],
  fish: [{ itemId: 1, bitIndex: 0, coordinateX: 0, coordinateY: 0 }],
} as Region;
const worldClass = {
  key: 'WorldClassFisher',
  id: 6224,
  name: 'World Class Fisher',
  bits: [{ id: 1, index: 0 }],
  items: {},
} as unknown as OtherAchievement;

const empty: CatalogDiff = {
  newCollections: [],
  addedFish: [],
  removedFish: [],
  renamedItems: [],
  renamedCollections: [],
};

const bundle = {
  regions: [{ region, extensions: { 1: itemExtensionFixture({ name: 'One' }) } }],
  achievements: [worldClass],
  fishingCache: [{ id: 6068, name: 'Krytan Fisher', bits: [{ type: 'Item' as const, id: 1 }] }],
};

describe('liveAdditions', () => {
  it('adds a fish of a known region at its bit, read from its hint', () => {
    const diff = {
      ...empty,
      addedFish: [{ collectionId: 6068, collection: 'Krytan Fisher', itemId: 9, bitIndex: 8 }],
    };
    const game = {
      achievements: [
        {
          id: 6068,
          name: 'Krytan Fisher',
          bits: [{ type: 'Item', id: 9, text: hint('Lake Fish', 'Fish Eggs', 'Dusk/Dawn') }],
        },
      ],
      items: [{ id: 9, name: 'Zephyr Carp', rarity: 'Rare' as const }],
    };
    const { regions, fishingCache } = liveAdditions(diff, game, bundle, new Set());
    expect(regions[0]?.region.fish.at(-1)).toEqual({
      itemId: 9,
      bitIndex: 8,
      coordinateX: 1,
      coordinateY: 1,
    });
    expect(regions[0]?.extensions[9]).toMatchObject({
      name: 'Zephyr Carp',
      rarity: 'Rare',
      fishingHole: ['LAKE'],
      bait: 'FISH_EGG',
      timeOfDay: 'TWILIGHT',
      fishingPower: 350,
      fromGame: { unknown: ['fishing-power', 'salvage'] },
    });
    expect(fishingCache[0]?.bits.map((bit) => bit.id)).toEqual([1, 9]);
    expect(regions[0]?.region.fromGame).toEqual({
      unknown: ['fishing-power', 'salvage'],
      added: [{ id: 9, name: 'Zephyr Carp' }],
    });
  });

  it('makes a page for a new collection and names what it does not know', () => {
    const diff = {
      ...empty,
      newCollections: [{ id: 9001, name: "Zephyr's Fisher", itemIds: [7] }],
    };
    const game = {
      achievements: [
        {
          id: 9001,
          name: "Zephyr's Fisher",
          description: 'Catch them.',
          bits: [{ type: 'Item', id: 7, text: hint('Saltwater', 'Golden Worms', 'Any') }],
        },
      ],
      items: [],
    };
    const { achievements, newEntries, fishingCache } = liveAdditions(diff, game, bundle, new Set());
    expect(newEntries).toEqual([{ key: 'ZephyrSFisher', name: "Zephyr's Fisher", id: 9001 }]);
    expect(achievements[0]).toMatchObject({
      key: 'ZephyrSFisher',
      bits: [{ id: 7, index: 0 }],
      fromGame: { unknown: NEW_COLLECTION_UNKNOWN },
    });
    expect(achievements[0]?.items[7]).toMatchObject({
      name: 'Unknown fish (item 7)',
      fishingHole: ['ANY'],
      bait: 'ANY',
      fromGame: {
        unknown: expect.arrayContaining(['hole:Saltwater', 'bait:Golden Worms']),
      },
    });
    expect(fishingCache.at(-1)).toEqual({
      id: 9001,
      name: "Zephyr's Fisher",
      bits: [{ type: 'Item', id: 7 }],
    });
  });

  it('keeps the bundled details of a fish the catalog knows', () => {
    const diff = {
      ...empty,
      addedFish: [{ collectionId: 6224, collection: 'World Class Fisher', itemId: 1, bitIndex: 1 }],
    };
    const { achievements } = liveAdditions(
      diff,
      { achievements: [], items: [] },
      bundle,
      new Set(),
    );
    expect(achievements[0]?.items[1]?.name).toBe('One');
    expect(achievements[0]?.items[1]?.fromGame).toBeUndefined();
  });
});

describe('liveCollectionKey', () => {
  it.each([
    ['Zephyr Sanctum Fisher', 'ZephyrSanctumFisher'],
    ['avid zephyr fisher', 'AvidZephyrFisher'],
    ['World Class Fisher', 'WorldClassFisher9'],
    ['!!!', 'Collection9'],
  ])('names "%s" %s', (name, key) => {
    expect(liveCollectionKey(name, 9, new Set(['worldclassfisher']))).toBe(key);
  });
});
