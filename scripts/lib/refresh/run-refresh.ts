// `npm run data:refresh`: asks the GW2 API again (in English, then de, fr and es), reports what
// changed, then rewrites the cache.
import type { Achievement } from '@gw2api/types/data/achievement';
import type { Item } from '@gw2api/types/data/item';
import {
  achievementsCacheSchema,
  itemsCacheSchema,
  localizedCacheSchema,
  readAchievementsCache,
  readItemsCache,
  writeCaches,
  type CachedAchievement,
  type CachedItem,
} from './cache-files.ts';
import {
  describeCatalogDiff,
  diffCatalog,
  type BundleSide,
} from '../../../src/lib/live-catalog/diff.ts';
import { describeRefresh } from './diff.ts';
import {
  fetchAchievements,
  fetchCategoryAchievementIds,
  fetchItems,
  type ApiContext,
} from './fetch-api.ts';
import {
  describeLocalized,
  readLocalizedCaches,
  refreshLocales,
  toCachedBit,
} from './localized-refresh.ts';

export interface RefreshOptions {
  base: string;
  /** The folder holding the cache files (read first, rewritten last). */
  cacheDir: string;
  catalogAchievementIds: readonly number[];
  categoryId: number;
  /** The bundled catalog: what the game has that it lacks is printed, as the app's data page says. */
  bundle: BundleSide;
  now: Date;
  log: (line: string) => void;
}

function toCachedAchievement(achievement: Achievement): CachedAchievement {
  return {
    id: achievement.id,
    name: achievement.name,
    bits: (achievement.bits ?? []).map(toCachedBit),
  };
}

function toCachedItem(item: Item, previous: CachedItem | undefined): CachedItem {
  return {
    id: item.id,
    name: item.name,
    rarity: item.rarity,
    icon: item.icon ?? previous?.icon ?? null,
  };
}

/**
 * Fetches the catalog's achievements, their Item bits' items and the fishing category; logs
 * incomplete answers and the diff; writes the cache only when every request succeeded. Ids the
 * API did not return keep their previous cache entry.
 */
export async function runDataRefresh(options: RefreshOptions): Promise<void> {
  const previous = {
    achievements: readAchievementsCache(options.cacheDir),
    items: readItemsCache(options.cacheDir),
    localized: readLocalizedCaches(options.cacheDir),
  };
  const warnings: string[] = [];
  const context: ApiContext = { base: options.base, warn: (line) => warnings.push(line) };
  const catalog = new Set(options.catalogAchievementIds);

  const categoryIds = await fetchCategoryAchievementIds(context, options.categoryId);
  const uncataloged = categoryIds.filter((id) => !catalog.has(id));
  const fetched = new Map(
    (await fetchAchievements(context, [...catalog, ...uncataloged])).map((a) => [a.id, a]),
  );
  const oldAchievements = new Map(previous.achievements.achievements.map((a) => [a.id, a]));
  const achievements = [...catalog].flatMap((id) => {
    const answer = fetched.get(id);
    const kept = answer ? toCachedAchievement(answer) : oldAchievements.get(id);
    return kept ? [kept] : [];
  });

  const itemIds = [
    ...new Set(
      achievements.flatMap((a) => a.bits.flatMap((b) => (b.type === 'Item' && b.id ? [b.id] : []))),
    ),
  ];
  const answers = new Map((await fetchItems(context, itemIds)).map((item) => [item.id, item]));
  const oldItems = new Map(previous.items.items.map((item) => [item.id, item]));
  const items = itemIds.flatMap((id) => {
    const answer = answers.get(id);
    const kept = answer ? toCachedItem(answer, oldItems.get(id)) : oldItems.get(id);
    return kept ? [kept] : [];
  });
  const fetchedAt = options.now.toISOString();
  const localized = await refreshLocales(
    { context, achievementIds: [...catalog], itemIds, fetchedAt },
    previous.localized,
  );

  const report = describeRefresh({
    previous: { achievements: previous.achievements.achievements, items: previous.items.items },
    next: { achievements, items },
    catalogAchievementIds: [...catalog],
    category: {
      id: options.categoryId,
      achievements: categoryIds.map((id) => ({ id, name: fetched.get(id)?.name })),
    },
  });
  for (const line of warnings) options.log(`Warning: ${line}`);
  for (const line of report) options.log(line);
  const game = {
    categoryIds,
    achievements: [...fetched.values()].map(toCachedAchievement),
    items,
  };
  const names = new Map(items.map((item) => [item.id, item.name]));
  options.log("The game against the bundled catalog (as the app's data page shows it):");
  for (const line of describeCatalogDiff(
    diffCatalog(game, options.bundle),
    (id) => names.get(id) ?? options.bundle.itemNames.get(id) ?? 'unknown item',
  ))
    options.log(`  ${line}`);

  options.log("The game's words in other languages (read beside the English hints):");
  for (const line of describeLocalized(localized, achievements)) options.log(line);

  writeCaches(
    options.cacheDir,
    achievementsCacheSchema.parse({ ...previous.achievements, fetchedAt, achievements }),
    itemsCacheSchema.parse({ ...previous.items, fetchedAt, items }),
    localized.map((cache) => localizedCacheSchema.parse(cache)),
  );
  options.log(
    `Wrote ${achievements.length} achievements and ${items.length} items to ${options.cacheDir}.`,
  );
  options.log(`Wrote the game's words in ${localized.map((cache) => cache.locale).join(', ')}.`);
}
