import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { PageError } from './routes/page-error';
import { RouteError } from './routes/route-error';
import { achievementLoader, guidePageGuard, regionLoader } from './guards';

const to = (href: string) => () => redirect(href);

/**
 * A lazily loaded route module, whose route id is its file name in `routes/`: prerendering links
 * each page's own chunks and styles (from the build manifest) into its HTML.
 */
const page = (name: string, lazy: NonNullable<RouteObject['lazy']>) => ({ id: name, lazy });

/** The source path of a page's route module, as the build manifest names it. */
export const routeModuleOf = (routeId: string) => `src/app/routes/${routeId}.tsx`;

/**
 * Every route of the spec's route table (§2). Pages load lazily; guards run as loaders, which also
 * start loading a page's assets into `client` while its code loads.
 */
export const createRoutes = (client: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // An address that is not prerendered and starts with a guard (`/region/krytan`) renders
    // nothing until the guard has redirected.
    HydrateFallback: () => null,
    children: [
      {
        // Pathless: a page's error replaces only the page; the shell around it stays usable.
        ErrorBoundary: PageError,
        children: [
          { index: true, ...page('home', () => import('./routes/home')) },
          {
            path: 'launch',
            ...page('launch', () => import('./routes/launch')),
            children: [
              { index: true, loader: to(paths.launch.href('regions')) },
              {
                path: 'regions',
                ...page('launch-regions', () => import('./routes/launch-regions')),
              },
              {
                path: 'planner',
                ...page('launch-planner', () => import('./routes/launch-planner')),
              },
              { path: 'search', ...page('launch-search', () => import('./routes/launch-search')) },
              {
                path: 'achievements',
                ...page('launch-achievements', () => import('./routes/launch-achievements')),
              },
              { path: '*', loader: to(paths.launch.href('regions')) },
            ],
          },
          { path: 'region', loader: to(paths.launch.href('regions')) },
          {
            path: 'region/:name',
            loader: regionLoader(client),
            ...page('region', () => import('./routes/region')),
          },
          { path: 'achievement', loader: to(paths.launch.href('achievements')) },
          {
            path: 'achievement/:name',
            loader: achievementLoader(client),
            ...page('achievement', () => import('./routes/achievement')),
          },
          {
            path: 'settings',
            ...page('settings', () => import('./routes/settings')),
            children: [
              { index: true, loader: to(paths.settings.href('general')) },
              {
                path: 'general',
                ...page('settings-general', () => import('./routes/settings-general')),
              },
              {
                path: 'notifications',
                ...page('settings-notifications', () => import('./routes/settings-notifications')),
              },
              { path: '*', loader: to(paths.settings.href('general')) },
            ],
          },
          { path: 'help', ...page('help', () => import('./routes/help')) },
          { path: 'help/guide', loader: to(paths.guide.href('intro')) },
          {
            path: 'help/guide/:page',
            loader: guidePageGuard,
            ...page('guide', () => import('./routes/guide')),
          },
          { path: 'help/faq', ...page('faq', () => import('./routes/faq')) },
          { path: 'help/legal', ...page('legal', () => import('./routes/legal')) },
          { path: 'help/contact', ...page('contact', () => import('./routes/contact')) },
          { path: 'help/feedback', ...page('feedback', () => import('./routes/feedback')) },
          { path: '*', ...page('not-found', () => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** A router for component tests, starting at `initialPath`. */
export function createTestRouter(initialPath: string, client: QueryClient) {
  return createMemoryRouter(createRoutes(client), { initialEntries: [initialPath] });
}
