import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isGuidePage, paths } from '@/config/paths';
import { findAchievement, findRegion } from '@/lib/catalog/catalog-index';

/**
 * Unknown regions go to `/region` (which lands on the region list); a name in the wrong case
 * goes to its canonical spelling.
 */
export function regionGuard({ params, request }: LoaderFunctionArgs) {
  const region = findRegion(params.name);
  if (!region) throw redirect(paths.region.list);
  // Keep the query (filters) when correcting the case of the name.
  const { search } = new URL(request.url);
  if (region.key !== params.name) throw redirect(paths.region.href(region.key) + search);
  return null;
}

/** Unknown achievements go to `/achievement` (which lands on the achievement list). */
export function achievementGuard({ params }: LoaderFunctionArgs) {
  const achievement = findAchievement(params.name);
  if (!achievement) throw redirect(paths.achievement.list);
  if (achievement.key !== params.name) throw redirect(paths.achievement.href(achievement.key));
  return null;
}

/** Unknown guide pages go to the intro. */
export function guidePageGuard({ params }: LoaderFunctionArgs) {
  if (!isGuidePage(params.page)) throw redirect(paths.guide.href('intro'));
  return null;
}

/**
 * Starts loading a page's assets while its code loads (a route's loader and lazy module run
 * together), instead of after its first render. The loader waits only for the query code (a chunk
 * the page needs anyway; kept out of the home page's bundle with its zod schemas), not for the
 * data: the page shows its own loading state and errors, exactly as when it fetched them itself.
 */
const inBackground = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/** `/region/:name`: the guard, then the region's fish and their details start loading. */
export const regionLoader = (client: QueryClient) => async (args: LoaderFunctionArgs) => {
  regionGuard(args);
  const { assetQuery, assets } = await import('@/data/asset-queries');
  const key = args.params.name ?? '';
  inBackground(client.ensureQueryData(assetQuery(assets.region(key))));
  inBackground(client.ensureQueryData(assetQuery(assets.itemExtensions(key))));
  return null;
};

/** `/achievement/:name`: the guard, then the achievement's file starts loading. */
export const achievementLoader = (client: QueryClient) => async (args: LoaderFunctionArgs) => {
  const { assetQuery, assets } = await import('@/data/asset-queries');
  const query = assetQuery(assets.otherAchievement(args.params.name ?? ''));
  const cached = () => client.getQueryData(query.queryKey) !== undefined;
  // A collection the game added (issue 29) on a reload: the last stored answer is applied first.
  if (!cached() && !findAchievement(args.params.name)) {
    // Without asking the game; with no stored answer the check stops before loading anything.
    const { runLiveCheck } = await import('@/data/live-catalog/run-live-check');
    await runLiveCheck(client, { now: Date.now(), mayAsk: false });
  }
  // Cached data needs no guard (a collection the game added); a name in the wrong case is not cached.
  if (!cached()) achievementGuard(args);
  inBackground(client.ensureQueryData(query));
  return null;
};
