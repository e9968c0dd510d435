import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { PageError } from './routes/page-error';
import { RouteError } from './routes/route-error';
import { achievementLoader, guidePageGuard, regionLoader } from './guards';

const to = (href: string) => () => redirect(href);

/**
 * Every route of the spec's route table (§2). Pages load lazily; guards run as loaders, which also
 * start loading a page's assets into `client` while its code loads.
 */
export const createRoutes = (client: QueryClient): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: a page's error replaces only the page; the shell around it stays usable.
        ErrorBoundary: PageError,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          {
            path: 'launch',
            lazy: () => import('./routes/launch'),
            children: [
              { index: true, loader: to(paths.launch.href('regions')) },
              { path: 'regions', lazy: () => import('./routes/launch-regions') },
              { path: 'planner', lazy: () => import('./routes/launch-planner') },
              { path: 'search', lazy: () => import('./routes/launch-search') },
              { path: 'achievements', lazy: () => import('./routes/launch-achievements') },
              { path: '*', loader: to(paths.launch.href('regions')) },
            ],
          },
          { path: 'region', loader: to(paths.launch.href('regions')) },
          {
            path: 'region/:name',
            loader: regionLoader(client),
            lazy: () => import('./routes/region'),
          },
          { path: 'achievement', loader: to(paths.launch.href('achievements')) },
          {
            path: 'achievement/:name',
            loader: achievementLoader(client),
            lazy: () => import('./routes/achievement'),
          },
          {
            path: 'settings',
            lazy: () => import('./routes/settings'),
            children: [
              { index: true, loader: to(paths.settings.href('general')) },
              { path: 'general', lazy: () => import('./routes/settings-general') },
              { path: 'notifications', lazy: () => import('./routes/settings-notifications') },
              { path: '*', loader: to(paths.settings.href('general')) },
            ],
          },
          { path: 'help', lazy: () => import('./routes/help') },
          { path: 'help/guide', loader: to(paths.guide.href('intro')) },
          {
            path: 'help/guide/:page',
            loader: guidePageGuard,
            lazy: () => import('./routes/guide'),
          },
          { path: 'help/faq', lazy: () => import('./routes/faq') },
          { path: 'help/legal', lazy: () => import('./routes/legal') },
          { path: 'help/contact', lazy: () => import('./routes/contact') },
          { path: 'help/feedback', lazy: () => import('./routes/feedback') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter(client: QueryClient) {
  return createBrowserRouter(createRoutes(client));
}

/** A router for component tests, starting at `initialPath`. */
export function createTestRouter(initialPath: string, client: QueryClient) {
  return createMemoryRouter(createRoutes(client), { initialEntries: [initialPath] });
}
