import { describe, expect, it } from 'vitest';
import { collectionsInScope, parsePlanView, writePlanView, type PlanView } from './scope';

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
  ])('%j → %j', (scope, expected) => {
    expect(collectionsInScope(collections, scope, ['Orrian']).map((c) => c.key)).toEqual(expected);
  });
});
