import type { ItemExtension, OtherAchievement, Region } from '@/data/asset-schemas';
import { BAIT_LABELS, FISHING_HOLE_LABELS, TIME_OF_DAY_LABELS } from '@/data/catalog-enums';
import type { AchievementIndexEntry, RegionIndexEntry } from '@/data/catalog-index';
import type { SearchEntry } from './search';

/** What a fish result card shows. */
export interface FishResult {
  kind: 'fish';
  itemId: number;
  details: ItemExtension;
  /** Regions whose collection has the fish. */
  regions: RegionIndexEntry[];
  /** Other achievements (World Class, Saltwater…) whose collection has the fish. */
  achievements: AchievementIndexEntry[];
}
export interface RegionResult {
  kind: 'region';
  entry: RegionIndexEntry;
  region: Region;
}
export interface AchievementResult {
  kind: 'achievement';
  entry: AchievementIndexEntry;
  achievement: OtherAchievement;
}
export type CatalogResult = FishResult | RegionResult | AchievementResult;

/** The loaded catalog: each region with its item extensions, and the other achievements. */
export interface CatalogSources {
  regions: readonly {
    entry: RegionIndexEntry;
    region: Region;
    extensions: Record<string, ItemExtension>;
  }[];
  achievements: readonly { entry: AchievementIndexEntry; achievement: OtherAchievement }[];
}

function fishFields(fish: FishResult): string[] {
  const { details } = fish;
  return [
    ...fish.regions.flatMap((region) => [region.displayName, region.achievementName]),
    ...fish.achievements.map((achievement) => achievement.name),
    ...details.achievements.map((achievement) => achievement.name),
    TIME_OF_DAY_LABELS[details.timeOfDay],
    ...(details.higherChanceTime ? [TIME_OF_DAY_LABELS[details.higherChanceTime]] : []),
    BAIT_LABELS[details.bait],
    ...details.fishingHole.map((hole) => FISHING_HOLE_LABELS[hole]),
  ];
}

/**
 * Search entries for the whole catalog (spec §5 searchable attributes): every fish by name,
 * region, achievement, time of day, bait and fishing hole; every region by name and collection;
 * every other achievement by name. A fish in several collections is one entry. Items without
 * bundled details (trash, treasure) are not fish and are left out.
 */
export function catalogEntries(sources: CatalogSources): SearchEntry<CatalogResult>[] {
  const fish = new Map<number, FishResult>();
  const fishOf = (itemId: number, details: ItemExtension) => {
    let result = fish.get(itemId);
    if (!result) {
      result = { kind: 'fish', itemId, details, regions: [], achievements: [] };
      fish.set(itemId, result);
    }
    return result;
  };
  for (const { entry, region, extensions } of sources.regions) {
    for (const { itemId } of region.fish) {
      const details = extensions[String(itemId)];
      if (details) fishOf(itemId, details).regions.push(entry);
    }
  }
  for (const { entry, achievement } of sources.achievements) {
    for (const bit of achievement.bits) {
      const details = achievement.items[String(bit.id)];
      if (details) fishOf(bit.id, details).achievements.push(entry);
    }
  }

  return [
    ...[...fish.values()].map((data) => ({
      kind: 'fish' as const,
      id: String(data.itemId),
      name: data.details.name,
      fields: fishFields(data),
      data,
    })),
    ...sources.regions.map(({ entry, region }) => ({
      kind: 'region' as const,
      id: entry.key,
      name: entry.displayName,
      fields: [entry.achievementName],
      data: { kind: 'region' as const, entry, region },
    })),
    ...sources.achievements.map(({ entry, achievement }) => ({
      kind: 'achievement' as const,
      id: entry.key,
      name: entry.name,
      fields: [],
      data: { kind: 'achievement' as const, entry, achievement },
    })),
  ];
}
