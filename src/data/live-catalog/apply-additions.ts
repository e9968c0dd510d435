import type { QueryClient } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import type { LiveAdditions } from '@/lib/live-catalog/additions';

/**
 * Puts the game's additions where every page reads the catalog: the assets' query data. Pages,
 * search, the planner and progress see them without code of their own. Called only once the app
 * is live, so a prerendered page hydrates with exactly the bundle.
 */
export function applyAdditions(client: QueryClient, additions: LiveAdditions) {
  const set = <T>(query: { queryKey: readonly unknown[] }, data: T) =>
    client.setQueryData(query.queryKey, data);
  for (const { region, extensions } of additions.regions) {
    set(assetQuery(assets.region(region.key)), region);
    set(assetQuery(assets.itemExtensions(region.key)), extensions);
  }
  for (const achievement of additions.achievements)
    set(assetQuery(assets.otherAchievement(achievement.key)), achievement);
  set(assetQuery(assets.fishingAchievementsCache()), additions.fishingCache);
}
