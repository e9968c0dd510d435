import { describe, expect, it } from 'vitest';
import type { CachedAchievement, CachedBit, CachedItem } from './cache-files.ts';
import { describeRefresh, diffBits, diffItems, type RefreshDiffInput } from './diff.ts';
import { describeHintChange, parseHint } from './hint-text.ts';

const hint = (hole: string, bait: string, time: string) =>
  `Found in the waters of Kryta.<br>Fishing Hole: ${hole}<br>Favored Bait: ${bait}<br>Time of Day: ${time}`;
const fish = (id: number, text = hint('Lake Fish', 'Any', 'Any')): CachedBit => ({
  type: 'Item',
  id,
  text,
});
const item = (id: number, name: string, rarity: CachedItem['rarity'] = 'Rare'): CachedItem => ({
  id,
  name,
  rarity,
  icon: null,
});
const nameOf = (id: number) => `${id}`;

describe('parseHint', () => {
  it('splits the game hint into where, hole, bait and time', () => {
    expect(
      parseHint(hint('Any, Lake Fish (Higher Chance)', 'Leech', 'Any, Night (Higher Chance)')),
    ).toEqual({
      where: 'Found in the waters of Kryta.',
      hole: 'Any, Lake Fish (Higher Chance)',
      bait: 'Leech',
      time: 'Any, Night (Higher Chance)',
    });
  });
});

describe('describeHintChange', () => {
  it.each([
    [hint('Lake Fish', 'Any', 'Any'), hint('Lake Fish', 'Any', 'Any'), []],
    [
      hint('Lake Fish', 'Any', 'Any'),
      hint('River Fish', 'Any', 'Any'),
      ['hole "Lake Fish" → "River Fish"'],
    ],
    [
      hint('Lake Fish', 'Any', 'Any'),
      hint('Lake Fish', 'Leech', 'Night'),
      ['bait "Any" → "Leech"', 'time "Any" → "Night"'],
    ],
    ['Found in Orr.<br>Time of Day: Any', 'Found in Orr.', ['time "Any" → (none)']],
  ])('%#: reports the changed parts', (before, after, expected) => {
    expect(describeHintChange(before, after)).toEqual(expected);
  });
});

describe('diffItems', () => {
  it.each<[string, CachedItem[], CachedItem[], string[]]>([
    ['nothing', [item(1, 'Cod')], [item(1, 'Cod')], []],
    ['a new fish', [], [item(2, 'Zander', 'Exotic')], ['+ 2 Zander (Exotic)']],
    ['a removed fish', [item(3, 'Eel')], [], ['- 3 Eel (no longer in any bit)']],
    [
      'a renamed fish',
      [item(4, 'Knifefish')],
      [item(4, 'Knife Fish')],
      ['~ 4 renamed "Knifefish" → "Knife Fish"'],
    ],
    [
      'a new rarity',
      [item(5, 'Pike', 'Fine')],
      [item(5, 'Pike', 'Rare')],
      ['~ 5 Pike: rarity Fine → Rare'],
    ],
    [
      'filled icons',
      [item(6, 'Carp')],
      [{ ...item(6, 'Carp'), icon: 'https://render/6.png' }],
      ['~ 1 item icon new or changed'],
    ],
  ])('reports %s', (_, before, after, expected) => {
    expect(diffItems(before, after)).toEqual(expected);
  });
});

describe('diffBits', () => {
  it.each<[string, CachedBit[], CachedBit[], string[]]>([
    ['no change', [fish(1), fish(2)], [fish(1), fish(2)], []],
    ['an added item', [fish(1)], [fish(1), fish(2)], ['items added: 2']],
    ['a removed item', [fish(1), fish(2)], [fish(2)], ['items removed: 1']],
    ['a new order', [fish(1), fish(2)], [fish(2), fish(1)], ['items reordered']],
    [
      'an added item without reordering',
      [fish(1), fish(3)],
      [fish(1), fish(2), fish(3)],
      ['items added: 2'],
    ],
    [
      'a changed hole',
      [fish(1)],
      [fish(1, hint('Lake Fish, Open Water', 'Any', 'Any'))],
      ['1: hole "Lake Fish" → "Lake Fish, Open Water"'],
    ],
    [
      'a changed time',
      [fish(1)],
      [fish(1, hint('Lake Fish', 'Any', 'Any, Night (Higher Chance)'))],
      ['1: time "Any" → "Any, Night (Higher Chance)"'],
    ],
    [
      'a new text bit',
      [fish(1)],
      [fish(1), { type: 'Text', text: 'Catch a fish' }],
      ['other bits changed (0 → 1)'],
    ],
  ])('reports %s', (_, before, after, expected) => {
    expect(diffBits(before, after, nameOf)).toEqual(expected);
  });
});

describe('describeRefresh', () => {
  const krytan = (bits: CachedBit[], name = 'Krytan Fisher'): CachedAchievement => ({
    id: 6068,
    name,
    bits,
  });
  const base: RefreshDiffInput = {
    previous: { achievements: [krytan([fish(1)])], items: [item(1, 'Cod')] },
    next: { achievements: [krytan([fish(1)])], items: [item(1, 'Cod')] },
    catalogAchievementIds: [6068],
    category: { id: 317, achievements: [{ id: 6068, name: 'Krytan Fisher' }] },
  };

  it.each<[string, Partial<RefreshDiffInput>, string[]]>([
    ['nothing changed', {}, ['No changes against the previous cache and the catalog.']],
    [
      'a new fish in a collection, named from the new items',
      {
        next: {
          achievements: [krytan([fish(1), fish(2)])],
          items: [item(1, 'Cod'), item(2, 'Zander')],
        },
      },
      [
        'Items:',
        '  + 2 Zander (Rare)',
        'Achievements:',
        '  ~ 6068 Krytan Fisher: items added: 2 Zander',
      ],
    ],
    [
      'a renamed and a removed achievement',
      {
        previous: {
          achievements: [krytan([fish(1)], 'Kryta Fisher'), { id: 1, name: 'Old', bits: [] }],
          items: [item(1, 'Cod')],
        },
      },
      ['Achievements:', '  ~ 6068 Krytan Fisher: renamed from "Kryta Fisher"', '  - 1 Old'],
    ],
    [
      'a new collection in the fishing category',
      {
        category: {
          id: 317,
          achievements: [{ id: 6068 }, { id: 8900, name: 'Castora Fisher' }, { id: 9000 }],
        },
      },
      [
        'Fishing category 317:',
        '  ! 8900 Castora Fisher is not in the catalog',
        '  ! 9000 (name not fetched) is not in the catalog',
      ],
    ],
  ])('reports %s', (_, change, expected) => {
    expect(describeRefresh({ ...base, ...change })).toEqual(expected);
  });
});
