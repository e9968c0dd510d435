import { describe, expect, it } from 'vitest';
import { Gw2ApiRequestError } from '@/lib/gw2-api/errors';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import {
  gearItemIds,
  lackingPermissions,
  unloadedCharacters,
  withItemWords,
} from './use-fishing-equipment';

describe('lackingPermissions', () => {
  it.each([
    [
      ['account', 'progression'],
      ['builds', 'characters'],
    ],
    [['account', 'characters'], ['builds']],
    [['account', 'builds', 'characters', 'progression'], []],
    [[], ['account', 'builds', 'characters']],
  ])('a key with %j lacks %j', (granted, lacking) => {
    expect(lackingPermissions(granted)).toEqual(lacking);
  });
});

const characters = [
  {
    name: 'Zoë',
    gear: [
      { slot: 'FishingRod', itemId: 30 },
      { slot: 'FishingBait', itemId: 10 },
    ],
  },
  { name: 'Hook', gear: [{ slot: 'FishingRod', itemId: 30 }] },
  { name: 'Alt', gear: [] },
] as const;

describe('gearItemIds', () => {
  it.each([
    ['no answer', undefined, []],
    ['no gear', [{ name: 'Alt', gear: [] }], []],
    ['shared and unsorted gear', characters, [10, 30]],
  ] as const)('of %s is %j', (_, answer, ids) => {
    expect(gearItemIds(answer && [...answer].map((c) => ({ ...c, gear: [...c.gear] })))).toEqual(
      ids,
    );
  });
});

describe('withItemWords', () => {
  const gear = characters.map((c) => ({ ...c, gear: [...c.gear] }));
  it('names each item from the answer, and leaves an unknown one unnamed and Basic', () => {
    const items = [{ id: 30, name: 'Angelrute', rarity: 'Exotic' as const, icon: undefined }];
    expect(withItemWords(gear, items)[0]).toEqual({
      name: 'Zoë',
      items: [
        { slot: 'FishingRod', itemId: 30, name: 'Angelrute', rarity: 'Exotic', icon: undefined },
        { slot: 'FishingBait', itemId: 10, name: undefined, rarity: 'Basic', icon: undefined },
      ],
    });
  });

  it('keeps every character, the bare ones too, before the items answer', () => {
    expect(withItemWords(gear, undefined).map((c) => [c.name, c.items.length])).toEqual([
      ['Zoë', 2],
      ['Hook', 1],
      ['Alt', 0],
    ]);
  });
});

describe('unloadedCharacters', () => {
  const failure = (status: number | undefined) =>
    new Gw2ApiRequestError(`failed ${status}`, status, undefined, undefined, 'offline');
  it.each<[string, { name: string; error: unknown }[], [string[], RegExp][]]>([
    ['none', [], []],
    [
      'a deleted character',
      [{ name: 'Hook', error: failure(404) }],
      [[['Hook'], /no longer on the account: deleted or renamed/]],
    ],
    [
      'characters grouped by why, in the order they came',
      [
        { name: 'Hook', error: failure(404) },
        { name: 'Zoë', error: failure(503) },
        { name: 'Alt', error: failure(404) },
      ],
      [
        [['Hook', 'Alt'], /deleted or renamed/],
        [['Zoë'], /having trouble/],
      ],
    ],
    [
      'a 403 as a permission, not a refused key',
      [{ name: 'Hook', error: failure(403) }],
      [[['Hook'], /may lack the characters or builds permission/]],
    ],
  ])('of %s', (_, failed, expected) => {
    expect(
      unloadedCharacters(failed).map(({ names, reason }) => [names, sourceI18n._(reason)]),
    ).toEqual(expected.map(([names, reason]) => [names, expect.stringMatching(reason)]));
  });
});
