import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { achievementGuard, guidePageGuard, regionGuard } from './guards';

type Guard = (args: LoaderFunctionArgs) => unknown;

/** The redirect a guard throws, or null when it lets the route render. */
function landing(guard: Guard, params: Record<string, string>, url = 'http://localhost/') {
  try {
    guard({ params, request: new Request(url), context: {} } as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards', () => {
  it.each([
    ['Krytan', null],
    ['SeitungProvince', null],
    ['seitungprovince', '/region/SeitungProvince'],
    ['RINGOFFIRE', '/region/RingOfFire'],
    ['Atlantis', '/region'],
    ['', '/region'],
    ['Krytan Fisher', '/region'],
  ])('region %j → %j', (name, expected) => {
    expect(landing(regionGuard, { name })).toBe(expected);
  });

  it('keeps the filters when correcting the case of a region name', () => {
    const url = 'http://localhost/region/krytan?time=NIGHT&bait=LEECH';
    expect(landing(regionGuard, { name: 'krytan' }, url)).toBe(
      '/region/Krytan?time=NIGHT&bait=LEECH',
    );
  });

  it.each([
    ['WorldClassFisher', null],
    ['worldclassfisher', '/achievement/WorldClassFisher'],
    ['Krytan', '/achievement'],
    ['<script>', '/achievement'],
  ])('achievement %j → %j', (name, expected) => {
    expect(landing(achievementGuard, { name })).toBe(expected);
  });

  it.each([
    ['intro', null],
    ['local-storage', null],
    ['api-keys', null],
    ['nope', '/help/guide/intro'],
    ['INTRO', '/help/guide/intro'],
  ])('guide page %j → %j', (page, expected) => {
    expect(landing(guidePageGuard, { page })).toBe(expected);
  });
});
