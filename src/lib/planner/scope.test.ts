import { describe, expect, it } from 'vitest';
import { uncaughtFish } from './plan';
import type { PlanCollection } from './collections';
import {
  collectionsInScope,
  MAX_SCOPE_KEYS,
  parsePlanView,
  readScopeKeys,
  writePlanView,
  type PlanView,
} from './scope';

const keys = ['Krytan', 'Orrian', 'WorldClassFisher'];

describe('parsePlanView / writePlanView', () => {
  it.each<[string, PlanView]>([
    ['', { scope: { kind: 'regions' }, grouping: 'region', includeAbovePower: false }],
    ['scope=pinned', { scope: { kind: 'pinned' }, grouping: 'region', includeAbovePower: false }],
    [
      'scope=Krytan&group=bait',
      { scope: { kind: 'collection', key: 'Krytan' }, grouping: 'bait', includeAbovePower: false },
    ],
    [
      'scope=WorldClassFisher&group=hole',
      {
        scope: { kind: 'collection', key: 'WorldClassFisher' },
        grouping: 'hole',
        includeAbovePower: false,
      },
    ],
    ['power=all', { scope: { kind: 'regions' }, grouping: 'region', includeAbovePower: true }],
    [
      'in=WorldClassFisher%2CKrytan&group=bait',
      {
        scope: { kind: 'collections', keys: ['WorldClassFisher', 'Krytan'] },
        grouping: 'bait',
        includeAbovePower: false,
      },
    ],
  ])('"%s" round-trips', (query, view) => {
    expect(parsePlanView(new URLSearchParams(query), keys)).toEqual(view);
    expect(writePlanView(new URLSearchParams(), view).toString()).toBe(query);
  });

  it.each([
    'scope=Atlantis',
    'scope=%3Cscript%3E&group=color',
    'group=',
    'scope=krytan',
    'power=yes',
  ])('falls back to the defaults on "%s"', (query) => {
    expect(parsePlanView(new URLSearchParams(query), keys)).toEqual({
      scope: { kind: 'regions' },
      grouping: 'region',
      includeAbovePower: false,
    });
  });

  it('keeps other parameters', () => {
    const view: PlanView = {
      scope: { kind: 'pinned' },
      grouping: 'region',
      includeAbovePower: false,
    };
    expect(writePlanView(new URLSearchParams('x=1&scope=Orrian'), view).toString()).toBe(
      'x=1&scope=pinned',
    );
  });
});

describe('parsePlanView with ?in=', () => {
  const view = (scope: PlanView['scope'], unknownKeys?: string[]): PlanView => ({
    scope,
    grouping: 'region',
    includeAbovePower: false,
    ...(unknownKeys && { unknownKeys }),
  });
  it.each<[string, string, PlanView]>([
    [
      'several keys, in their order',
      'in=Orrian,Krytan',
      view({ kind: 'collections', keys: ['Orrian', 'Krytan'] }),
    ],
    [
      'duplicates folded',
      'in=Orrian,Krytan,Orrian,Krytan',
      view({ kind: 'collections', keys: ['Orrian', 'Krytan'] }),
    ],
    [
      'an unknown key left out and named',
      'in=Orrian,Atlantis,Krytan',
      view({ kind: 'collections', keys: ['Orrian', 'Krytan'] }, ['Atlantis']),
    ],
    [
      'keys are case-sensitive, as in their pages',
      'in=krytan,Orrian,Krytan',
      view({ kind: 'collections', keys: ['Orrian', 'Krytan'] }, ['krytan']),
    ],
    [
      'empty entries and spaces ignored',
      'in=,Orrian,, Krytan ,',
      view({ kind: 'collections', keys: ['Orrian', 'Krytan'] }),
    ],
    [
      'one known key: that collection',
      'in=Krytan,Krytan',
      view({ kind: 'collection', key: 'Krytan' }),
    ],
    [
      'none known: the default, with a note',
      'in=Atlantis,%3Cb%3E',
      view({ kind: 'regions' }, ['Atlantis', '<b>']),
    ],
    [
      'none known: scope= decides',
      'in=Atlantis&scope=pinned',
      view({ kind: 'pinned' }, ['Atlantis']),
    ],
    [
      'in= wins over scope=',
      'scope=Orrian&in=Krytan,WorldClassFisher',
      view({ kind: 'collections', keys: ['Krytan', 'WorldClassFisher'] }),
    ],
    ['an empty in=', 'in=', view({ kind: 'regions' })],
  ])('reads %s', (_, query, expected) => {
    expect(parsePlanView(new URLSearchParams(query), keys)).toEqual(expected);
  });

  it('reads at most MAX_SCOPE_KEYS entries', () => {
    const many = [...Array.from({ length: MAX_SCOPE_KEYS }, (_, i) => `X${i}`), 'Krytan', 'Orrian'];
    expect(readScopeKeys(many.join(','), keys)).toEqual({
      keys: [],
      unknown: many.slice(0, MAX_SCOPE_KEYS),
    });
  });

  it.each<[PlanView['scope'], string]>([
    [{ kind: 'regions' }, 'x=1'],
    [{ kind: 'pinned' }, 'x=1&scope=pinned'],
    [{ kind: 'collection', key: 'Krytan' }, 'x=1&scope=Krytan'],
    [{ kind: 'collections', keys: ['Krytan', 'Orrian'] }, 'x=1&in=Krytan%2COrrian'],
  ])('writes %j in place of both scope= and in=', (scope, query) => {
    const params = new URLSearchParams('x=1&scope=Orrian&in=Atlantis,Krytan');
    expect(writePlanView(params, view(scope)).toString()).toBe(query);
  });
});

describe('collectionsInScope', () => {
  const collections = [
    { key: 'Krytan', kind: 'region' as const },
    { key: 'Orrian', kind: 'region' as const },
    { key: 'WorldClassFisher', kind: 'achievement' as const },
  ];
  it.each<[PlanView['scope'], string[]]>([
    [{ kind: 'regions' }, ['Krytan', 'Orrian']],
    [{ kind: 'pinned' }, ['Orrian']],
    [{ kind: 'collection', key: 'WorldClassFisher' }, ['WorldClassFisher']],
    [{ kind: 'collections', keys: ['WorldClassFisher', 'Krytan'] }, ['WorldClassFisher', 'Krytan']],
    [{ kind: 'collections', keys: ['Krytan', 'Gone'] }, ['Krytan']],
  ])('%j → %j', (scope, expected) => {
    expect(collectionsInScope(collections, scope, ['Orrian']).map((c) => c.key)).toEqual(expected);
  });
});

describe('the fish of a scope of several collections', () => {
  const fish = (itemId: number) => ({ itemId, details: { name: `Fish ${itemId}` } });
  const collection = (key: string, kind: PlanCollection['kind'], ids: number[]) =>
    ({ key, kind, fish: ids.map(fish) }) as unknown as PlanCollection;
  const catalog = [
    collection('Krytan', 'region', [1, 2, 3]),
    collection('Orrian', 'region', [4, 5]),
    collection('Desert', 'region', [6]),
    collection('WorldClassFisher', 'achievement', [2, 7]),
  ];
  it.each<[string, string[], number[], [string, number][]]>([
    [
      'only their fish',
      ['Orrian', 'Krytan'],
      [],
      [
        ['Orrian', 4],
        ['Orrian', 5],
        ['Krytan', 1],
        ['Krytan', 2],
        ['Krytan', 3],
      ],
    ],
    [
      'without the caught ones',
      ['Krytan', 'Desert'],
      [1, 6],
      [
        ['Krytan', 2],
        ['Krytan', 3],
      ],
    ],
    [
      'a fish of two collections in each',
      ['Krytan', 'WorldClassFisher'],
      [1, 3],
      [
        ['Krytan', 2],
        ['WorldClassFisher', 2],
        ['WorldClassFisher', 7],
      ],
    ],
    ['nothing when all are caught', ['Orrian'], [4, 5], []],
  ])('%s', (_, keys, caught, expected) => {
    const inScope = collectionsInScope(catalog, { kind: 'collections', keys }, []);
    expect(
      uncaughtFish(inScope, new Set(caught)).map((entry) => [entry.collection.key, entry.itemId]),
    ).toEqual(expected);
  });
});
