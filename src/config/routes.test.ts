import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { paths } from './paths';
import {
  guidePages,
  isPinnablePage,
  pageHref,
  pageIds,
  pageTable,
  pinnablePaths,
  prerenderedPaths,
  prerenderedPathsOf,
  tabsOf,
} from './routes';

const catalog = { regions: regionIndex, achievements: otherAchievementIndex };

/** The page whose address pattern matches `path` best (a page before the catch-all). */
const pageAt = (path: string) =>
  pageIds.find((id) => pageTable[id].path !== '*' && matchPath(pageTable[id].path, path)) ??
  'not-found';

describe('the route table', () => {
  it('prerenders every page that shows without a redirect, each address once', () => {
    const addresses = prerenderedPaths(catalog);
    expect(new Set(addresses).size).toBe(addresses.length);
    // The list the build had before the table (and the session tab since): the same order.
    expect(addresses).toEqual([
      '/',
      ...['regions', 'planner', 'session', 'search', 'achievements', 'metas'].map(
        (tab) => `/launch/${tab}`,
      ),
      ...regionIndex.map((region) => `/region/${region.key}`),
      ...otherAchievementIndex.map((achievement) => `/achievement/${achievement.key}`),
      '/settings/general',
      '/settings/notifications',
      '/help',
      ...guidePages.map((page) => `/help/guide/${page}`),
      '/help/faq',
      '/help/legal',
      '/help/contact',
      '/help/feedback',
      '/help/data',
    ]);
  });

  it.each(prerenderedPaths(catalog))(
    '%s is an address of the page it is prerendered for',
    (path) => {
      const id = pageAt(path);
      expect(id).not.toBe('not-found');
      expect(prerenderedPathsOf(id, catalog)).toContain(path);
    },
  );

  it('prerenders no tab group (it redirects) and no catch-all page', () => {
    expect(prerenderedPathsOf('launch', catalog)).toEqual([]);
    expect(prerenderedPathsOf('settings', catalog)).toEqual([]);
    expect(prerenderedPathsOf('not-found', catalog)).toEqual([]);
  });

  it('gives every page with a parameter the values to prerender', () => {
    for (const id of pageIds) {
      if (pageTable[id].path.includes(':'))
        expect(prerenderedPathsOf(id, catalog).length).toBeGreaterThan(0);
    }
  });

  it('lists the tabs of each group from its pages, in order, under the group address', () => {
    expect(tabsOf('launch')).toEqual([
      { id: 'launch-regions', value: 'regions' },
      { id: 'launch-planner', value: 'planner' },
      { id: 'launch-session', value: 'session' },
      { id: 'launch-search', value: 'search' },
      { id: 'launch-achievements', value: 'achievements' },
      { id: 'launch-metas', value: 'metas' },
    ]);
    expect(tabsOf('settings').map((tab) => tab.value)).toEqual(['general', 'notifications']);
    for (const group of ['launch', 'settings'] as const) {
      for (const tab of tabsOf(group)) {
        expect(pageTable[tab.id].path).toBe(`${pageTable[group].path}/${tab.value}`);
      }
    }
  });

  it('marks the region and achievement pages pinnable, and only those', () => {
    expect(pageIds.filter(isPinnablePage)).toEqual(['region', 'achievement']);
    expect(pinnablePaths).toEqual(['/region/:name', '/achievement/:name']);
    expect(isPinnablePage('0-1')).toBe(false);
  });

  it.each([
    [pageHref('region', 'Krytan'), '/region/Krytan'],
    [pageHref('guide', 'api-keys'), '/help/guide/api-keys'],
    [pageHref('region', 'a b/c'), '/region/a%20b%2Fc'],
    [pageHref('faq'), '/help/faq'],
    [paths.launch.href(), '/launch/regions'],
    [paths.settings.href('notifications'), '/settings/notifications'],
    [paths.search.href('night fish'), '/launch/search?query=night+fish'],
    [paths.planner.href({ scope: 'all' }), '/launch/planner?scope=all'],
    [paths.achievement.href('WorldClassFisher'), '/achievement/WorldClassFisher'],
    [paths.guide.href(), '/help/guide/intro'],
  ])('builds %s', (href, expected) => {
    expect(href).toBe(expected);
  });
});
