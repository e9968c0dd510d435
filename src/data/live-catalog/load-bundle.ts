import type { QueryClient } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import type { BundleAssets } from '@/lib/live-catalog/additions';
import type { BundleSide } from '@/lib/live-catalog/diff';

/**
 * The bundled catalog, as the app loaded it (from the query cache, or the service worker's copy
 * of the files): what the game's answer is compared with and merged into.
 */
export async function loadBundle(client: QueryClient): Promise<BundleAssets & BundleSide> {
  const [fishingCache, regions, achievements] = await Promise.all([
    client.ensureQueryData(assetQuery(assets.fishingAchievementsCache())),
    Promise.all(
      regionIndex.map(async ({ key }) => ({
        region: await client.ensureQueryData(assetQuery(assets.region(key))),
        extensions: await client.ensureQueryData(assetQuery(assets.itemExtensions(key))),
      })),
    ),
    Promise.all(
      otherAchievementIndex.map(({ key }) =>
        client.ensureQueryData(assetQuery(assets.otherAchievement(key))),
      ),
    ),
  ]);
  const itemNames = new Map<number, string>();
  const name = (id: string, item: { name: string }) => itemNames.set(Number(id), item.name);
  for (const { extensions } of regions)
    Object.entries(extensions).forEach(([id, e]) => name(id, e));
  for (const achievement of achievements) {
    Object.entries(achievement.items).forEach(([id, item]) => name(id, item));
    Object.entries(achievement.otherItems).forEach(([id, item]) => name(id, item));
  }
  const collections = [
    ...fishingCache.map(({ id, name: title, bits }) => ({
      id,
      name: title,
      itemIds: bits.map((bit) => bit.id),
    })),
    ...achievements
      .filter((achievement) => !fishingCache.some((c) => c.id === achievement.id))
      .filter((achievement) => achievement.bits.length > 0)
      .map(({ id, name: title, bits }) => ({
        id,
        name: title,
        itemIds: bits.map((bit) => bit.id),
      })),
  ];
  const knownIds = [
    ...regionIndex.flatMap((region) => region.achievementIds),
    ...otherAchievementIndex.map((achievement) => achievement.id),
    ...fishingCache.map((collection) => collection.id),
  ];
  return { fishingCache, regions, achievements, collections, itemNames, knownIds };
}
