import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules the address `pathname` needs, so the first render is the page
 * itself (as in the prerendered HTML), not a pending lazy route (which would render nothing).
 * False when one failed to load (e.g. a stale page after a redeploy): the router then shows the
 * page's error.
 */
export async function loadRoutesOf(
  routes: RouteObject[],
  pathname: string,
  basename: string,
): Promise<boolean> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const loading = Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return loading.then(
    () => true,
    () => false,
  );
}
