import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isGuidePage, paths } from '@/config/paths';
import { findAchievement, findRegion } from '@/data/catalog-index';

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
