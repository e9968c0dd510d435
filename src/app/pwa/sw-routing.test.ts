import { describe, expect, it } from 'vitest';
import { pageIds, prerenderedPaths, prerenderedPathsOf } from '@/config/routes';
import { appShellUrlOf } from './app-shell';
import { isUpdateMessage, NOT_APP_NAVIGATIONS, pageFileOf, precachedHtmlFor } from './sw-routing';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';

const catalog = { regions: regionIndex, achievements: otherAchievementIndex };

const origin = 'https://x.test';
const isAppNavigation = (path: string) =>
  !NOT_APP_NAVIGATIONS.some((pattern) => pattern.test(new URL(path, origin).pathname));

describe('navigations over the route table', () => {
  it.each(prerenderedPaths(catalog))('serves %s its own prerendered HTML', (path) => {
    expect(isAppNavigation(path)).toBe(true);
    expect(precachedHtmlFor(new URL(path, origin)).pathname).toBe(`/${pageFileOf(path)}`);
    expect(pageFileOf(path)).toBe(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  });

  it.each(pageIds)('serves every address of %s the app (its HTML or the shell)', (id) => {
    const samples = { launch: ['/launch/nowhere'], settings: ['/settings'] } as const;
    const addresses =
      id === 'not-found'
        ? ['/no/such/page', '/region/krytan']
        : (samples[id as keyof typeof samples] ?? prerenderedPathsOf(id, catalog));
    for (const address of addresses) expect(isAppNavigation(address)).toBe(true);
  });

  it.each([
    '/assets/index-abc.js',
    '/assets/Regions/Krytan/Krytan.Region.json',
    '/sw.js',
    '/manifest.webmanifest',
  ])('leaves the build file %s to the network', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });
});

describe('precachedHtmlFor', () => {
  it.each([
    ['https://x.test/region/Krytan', 'https://x.test/region/Krytan/index.html'],
    ['https://x.test/region/Krytan/', 'https://x.test/region/Krytan/index.html'],
    ['https://x.test/region/Krytan?hole=any#fish', 'https://x.test/region/Krytan/index.html'],
    ['https://x.test/', 'https://x.test/index.html'],
  ])('maps %s to %s', (url, expected) => {
    expect(precachedHtmlFor(new URL(url)).href).toBe(expected);
  });
});

describe('appShellUrlOf', () => {
  it.each([
    ['/no/such/page', '/200.html'],
    ['/region/krytan', '/200.html'],
    ['/de/no/such/page', '/de/200.html'],
    ['/fr', '/fr/200.html'],
    ['/es/region/krytan', '/es/200.html'],
    ['/des/region', '/200.html'],
  ])('serves %s the shell %s', (path, shell) => {
    expect(appShellUrlOf(path)).toBe(shell);
  });
});

describe('isUpdateMessage', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, true],
    [{ type: 'OTHER' }, false],
    ['SKIP_WAITING', false],
    [null, false],
  ])('%j → %s', (data, expected) => {
    expect(isUpdateMessage(data)).toBe(expected);
  });
});
