import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import {
  firstTabOf,
  isTabGroup,
  pageIds,
  pageTable,
  redirects,
  tabGroupOf,
  type PageId,
  type TabGroup,
} from '@/config/routes';
import { RootLayout } from './layout/root-layout';
import { PageError } from './routes/page-error';
import { RouteError } from './routes/route-error';
import { achievementLoader, guidePageGuard, regionLoader } from './guards';

type LazyRouteModule = NonNullable<RouteObject['lazy']>;

/**
 * Each page's lazily loaded route module: `src/app/routes/<page id>.tsx` (`routeModuleOf`;
 * `router.test.ts` checks each import is that file). Prerendering links each page's own chunks and
 * styles (from the build manifest) into its HTML.
 */
export const routeModules: Record<PageId, LazyRouteModule> = {
  home: () => import('./routes/home'),
  launch: () => import('./routes/launch'),
  'launch-regions': () => import('./routes/launch-regions'),
  'launch-planner': () => import('./routes/launch-planner'),
  'launch-session': () => import('./routes/launch-session'),
  'launch-search': () => import('./routes/launch-search'),
  'launch-achievements': () => import('./routes/launch-achievements'),
  'launch-metas': () => import('./routes/launch-metas'),
  region: () => import('./routes/region'),
  achievement: () => import('./routes/achievement'),
  settings: () => import('./routes/settings'),
  'settings-general': () => import('./routes/settings-general'),
  'settings-notifications': () => import('./routes/settings-notifications'),
  help: () => import('./routes/help'),
  guide: () => import('./routes/guide'),
  faq: () => import('./routes/faq'),
  legal: () => import('./routes/legal'),
  data: () => import('./routes/data'),
  contact: () => import('./routes/contact'),
  feedback: () => import('./routes/feedback'),
  'not-found': () => import('./routes/not-found'),
};

/** The source path of a page's route module, as the build manifest names it. */
export const routeModuleOf = (id: PageId) => `src/app/routes/${id}.tsx`;

/** Guards run as loaders, which also start loading a page's assets into `client`. */
const loadersOf = (client: QueryClient): Partial<Record<PageId, LoaderFunction>> => ({
  region: regionLoader(client),
  achievement: achievementLoader(client),
  guide: guidePageGuard,
});

const to = (href: string) => () => redirect(href);

/**
 * Every page of the route table (`src/config/routes.ts`) as a route: a tab under its group's
 * page (which redirects to its first tab, as do unknown tabs), the rest at the top, with the
 * table's redirects. Pages load lazily; the route id is the page id.
 */
function pageRoutes(client: QueryClient): RouteObject[] {
  const loaders = loadersOf(client);
  const route = (id: PageId, path: string): RouteObject => {
    const loader = loaders[id];
    const page = { id, ...(loader && { loader }), lazy: routeModules[id] };
    if (path === '') return { index: true, ...page };
    return { path, ...page, ...(isTabGroup(id) && { children: tabRoutes(id) }) };
  };
  const tabRoutes = (group: TabGroup): RouteObject[] => {
    const base = pageTable[group].path;
    const first = to(pageTable[firstTabOf(group).id].path);
    return [
      { index: true, loader: first },
      ...pageIds
        .filter((id) => tabGroupOf(id) === group)
        .map((id) => route(id, pageTable[id].path.slice(base.length + 1))),
      { path: '*', loader: first },
    ];
  };
  return [
    ...pageIds
      .filter((id) => tabGroupOf(id) === undefined)
      .map((id) => {
        const { path } = pageTable[id];
        return route(id, path === '*' ? path : path.slice(1));
      }),
    ...redirects.map(({ from, to: target }) => ({ path: from.slice(1), loader: to(target) })),
  ];
}

/** Every route of the spec's route table (§2), in the shell. */
export const createRoutes = (client: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // An address that is not prerendered and starts with a guard (`/region/krytan`) renders
    // nothing until the guard has redirected.
    HydrateFallback: () => null,
    children: [
      // Pathless: a page's error replaces only the page; the shell around it stays usable.
      { ErrorBoundary: PageError, children: pageRoutes(client) },
    ],
  },
];

/** A router for component tests, starting at `initialPath`. */
export function createTestRouter(initialPath: string, client: QueryClient) {
  return createMemoryRouter(createRoutes(client), { initialEntries: [initialPath] });
}
