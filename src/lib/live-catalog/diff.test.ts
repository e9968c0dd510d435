import { describe, expect, it } from 'vitest';
import {
  describeCatalogDiff,
  diffCatalog,
  isEmptyDiff,
  type BundleSide,
  type GameCollection,
  type GameSide,
} from './diff';

const collection = (id: number, name: string, itemIds: number[]): GameCollection => ({
  id,
  name,
  bits: itemIds.map((itemId) => ({ type: 'Item', id: itemId })),
});

const bundle: BundleSide = {
  knownIds: [6068, 6263, 6201],
  collections: [{ id: 6068, name: 'Krytan Fisher', itemIds: [1, 2, 3] }],
  itemNames: new Map([
    [1, 'One'],
    [2, 'Two'],
    [3, 'Three'],
  ]),
};

const game = (overrides: Partial<GameSide> = {}): GameSide => ({
  categoryIds: [6068, 6263, 6201],
  achievements: [collection(6068, 'Krytan Fisher', [1, 2, 3])],
  items: [],
  ...overrides,
});

describe('diffCatalog', () => {
  it('finds nothing when the game matches the bundle', () => {
    expect(isEmptyDiff(diffCatalog(game(), bundle))).toBe(true);
  });

  it.each([
    [
      'a new collection with item bits',
      game({
        categoryIds: [6068, 9001],
        achievements: [
          collection(6068, 'Krytan Fisher', [1, 2, 3]),
          collection(9001, 'Zephyr Fisher', [7, 8]),
        ],
      }),
      { newCollections: [{ id: 9001, name: 'Zephyr Fisher', itemIds: [7, 8] }] },
    ],
    [
      'a fish added to a known collection, at its bit',
      game({ achievements: [collection(6068, 'Krytan Fisher', [1, 2, 3, 4])] }),
      { addedFish: [{ collectionId: 6068, collection: 'Krytan Fisher', itemId: 4, bitIndex: 3 }] },
    ],
    [
      'a fish removed from a known collection',
      game({ achievements: [collection(6068, 'Krytan Fisher', [1, 3])] }),
      { removedFish: [{ collectionId: 6068, collection: 'Krytan Fisher', itemId: 2 }] },
    ],
    [
      'a renamed item and a renamed collection',
      game({
        achievements: [collection(6068, 'Kryta Fisher', [1, 2, 3])],
        items: [{ id: 2, name: 'Deux' }],
      }),
      {
        renamedItems: [{ itemId: 2, bundled: 'Two', game: 'Deux' }],
        renamedCollections: [{ id: 6068, bundled: 'Krytan Fisher', game: 'Kryta Fisher' }],
      },
    ],
  ])('finds %s', (_, answer, expected) => {
    expect(diffCatalog(answer, bundle)).toEqual({
      newCollections: [],
      addedFish: [],
      removedFish: [],
      renamedItems: [],
      renamedCollections: [],
      ...expected,
    });
  });

  it('ignores category achievements without item bits and ones the game did not describe', () => {
    const answer = game({
      categoryIds: [6068, 9002, 9003],
      achievements: [
        collection(6068, 'Krytan Fisher', [1, 2, 3]),
        { id: 9002, name: 'Fish a lot', bits: [{ type: 'Text' }] },
      ],
    });
    expect(diffCatalog(answer, bundle).newCollections).toEqual([]);
  });
});

describe('describeCatalogDiff', () => {
  it('writes one line per change, or says there is none', () => {
    const nameOf = (id: number) => `Fish${id}`;
    expect(describeCatalogDiff(diffCatalog(game(), bundle), nameOf)).toEqual([
      'The game has nothing the bundled catalog lacks.',
    ]);
    const diff = diffCatalog(
      game({
        categoryIds: [6068, 9001],
        achievements: [
          collection(6068, 'Krytan Fisher', [1, 3, 4]),
          collection(9001, 'Zephyr Fisher', [7]),
        ],
        items: [{ id: 1, name: 'Uno' }],
      }),
      bundle,
    );
    expect(describeCatalogDiff(diff, nameOf)).toEqual([
      'New collection Zephyr Fisher (9001): Fish7 (item 7)',
      'Krytan Fisher (6068) adds Fish4 (item 4)',
      'Krytan Fisher (6068) drops Fish2 (item 2)',
      'Item 1 renamed "One" → "Uno"',
    ]);
  });
});
