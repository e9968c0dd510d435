import { describe, expect, it } from 'vitest';
import { canonicalJson, mergeChanges, sameData } from './merge-changes';

const kryta = { name: 'Kryta', endpoint: '/region/Krytan', isPinned: true };
const orr = { name: 'Ruins of Orr', endpoint: '/region/Orrian', isPinned: true };
const ascalon = { name: 'Ascalon', endpoint: '/region/Ascalonian', isPinned: true };

describe('mergeChanges', () => {
  it.each<[string, unknown, unknown, unknown, unknown]>([
    ['only this tab changed', { pins: [] }, { pins: [kryta] }, { pins: [] }, { pins: [kryta] }],
    ['only the other tab changed', { pins: [] }, { pins: [] }, { pins: [orr] }, { pins: [orr] }],
    [
      'both added a pin',
      { pins: [ascalon] },
      { pins: [kryta, ascalon] },
      { pins: [orr, ascalon] },
      { pins: [kryta, orr, ascalon] },
    ],
    [
      'one removed, the other added',
      { pins: [ascalon, kryta] },
      { pins: [kryta] },
      { pins: [orr, ascalon, kryta] },
      { pins: [orr, kryta] },
    ],
    [
      'nothing stored before (persistence turned on elsewhere)',
      { pins: [] },
      { pins: [kryta] },
      { pins: [orr] },
      { pins: [kryta, orr] },
    ],
    [
      'entries added to a record in both',
      { keys: { A: 1 } },
      { keys: { A: 1, B: 2 } },
      { keys: { A: 1, C: 3 } },
      { keys: { A: 1, B: 2, C: 3 } },
    ],
    [
      'an entry removed in one, another edited in the other',
      { keys: { A: 1, B: 2 }, selectedKey: 'A' },
      { keys: { B: 2 }, selectedKey: 'A' },
      { keys: { A: 1, B: 5 }, selectedKey: 'B' },
      { keys: { B: 5 }, selectedKey: 'B' },
    ],
    [
      'an edit beats a removal',
      { keys: { A: 1 } },
      { keys: {} },
      { keys: { A: 4 } },
      { keys: { A: 4 } },
    ],
    ['the same count raised in both', { n: 1 }, { n: 3 }, { n: 2 }, { n: 3 }],
    [
      'one tab unpinned while the other pinned',
      { pins: [kryta] },
      { pins: [] },
      { pins: [orr, kryta] },
      { pins: [orr] },
    ],
    [
      'fish marked in both, one unmarked in one',
      { acquired: [1, 2], completion: { Krytan: 1 } },
      { acquired: [1, 2, 3], completion: { Krytan: 1 } },
      { acquired: [2, 4], completion: { Krytan: 1, Orrian: 1 } },
      { acquired: [3, 4, 2], completion: { Krytan: 1, Orrian: 1 } },
    ],
    [
      'a key added in each tab, one of them selected',
      { keys: { Main: { key: 'a' } } },
      { keys: { Main: { key: 'a' }, Alt: { key: 'b' } }, selectedKey: 'Alt' },
      { keys: { Main: { key: 'a' }, Third: { key: 'c' } } },
      { keys: { Main: { key: 'a' }, Alt: { key: 'b' }, Third: { key: 'c' } }, selectedKey: 'Alt' },
    ],
  ])('%s', (_case, base, mine, theirs, expected) => {
    expect(sameData(mergeChanges(base, mine, theirs), expected)).toBe(true);
  });

  it.each<[string, unknown, unknown, unknown]>([
    ['pins', { pins: [] }, { pins: [kryta] }, { pins: [orr, ascalon] }],
    [
      'settings',
      { side: 'right', on: false },
      { side: 'left', on: false },
      { side: 'top', on: true },
    ],
    ['records', { keys: { A: 1 } }, { keys: { B: 2 } }, { keys: { A: 1, C: 3 } }],
  ])('gives both tabs the same result (%s)', (_case, base, mine, theirs) => {
    expect(canonicalJson(mergeChanges(base, mine, theirs))).toBe(
      canonicalJson(mergeChanges(base, theirs, mine)),
    );
  });

  it('compares data whatever its key order', () => {
    expect(sameData({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
  });
});
