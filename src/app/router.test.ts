import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  pageIds,
  prerenderedPaths,
  prerenderedPathsOf,
  redirects,
  tabsOf,
  type PageId,
} from '@/config/routes';
import { createRoutes, routeModuleOf, routeModules } from './router';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';

const catalog = { regions: regionIndex, achievements: otherAchievementIndex };

const routes = createRoutes(new QueryClient());

/** Every route in the tree, depth first. */
const allRoutes = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

/** The deepest route matching `path`. */
const leafAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the router', () => {
  it('routes every page of the table once, by its id, lazily', () => {
    const pages = allRoutes(routes).filter((route) => route.lazy);
    expect(pages.map((route) => route.id).sort()).toEqual([...pageIds].sort());
  });

  it.each(prerenderedPaths(catalog))('routes %s to its page', (path) => {
    const id = leafAt(path)?.id as PageId;
    expect(prerenderedPathsOf(id, catalog)).toContain(path);
  });

  it.each([
    ['/launch/regions', 'launch-regions'],
    ['/settings/notifications', 'settings-notifications'],
    ['/no/such/page', 'not-found'],
    ['/region/krytan', 'region'],
  ])('routes %s to the page %s', (path, id) => {
    expect(leafAt(path)?.id).toBe(id);
  });

  it.each([
    ...redirects.map(({ from }) => from),
    '/launch',
    '/launch/nowhere',
    '/settings',
    '/settings/whatever',
  ])('%s only redirects', async (path) => {
    const route = leafAt(path);
    expect(route?.lazy).toBeUndefined();
    expect(route?.loader).toBeTypeOf('function');
  });

  it('nests each tab under its group, whose page shows the tabs', () => {
    for (const group of ['launch', 'settings'] as const) {
      const parent = allRoutes(routes).find((route) => route.id === group);
      const children = (parent?.children ?? []).map((route) => route.id).filter(Boolean);
      expect(children).toEqual(expect.arrayContaining(tabsOf(group).map((tab) => tab.id)));
    }
  });

  // The page id names the module: the build finds a page's chunks by `routeModuleOf(id)`.
  it.each(pageIds)('loads the page %s from src/app/routes/<id>.tsx', async (id) => {
    expect(routeModuleOf(id)).toBe(`src/app/routes/${id}.tsx`);
    const loaded = await (routeModules[id] as () => Promise<unknown>)();
    expect(loaded).toBe(await import(`./routes/${id}.tsx`));
    expect(loaded).toHaveProperty('Component');
  });
});
