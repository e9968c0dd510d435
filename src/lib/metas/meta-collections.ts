import type {
  ItemExtensions,
  OtherAchievement,
  Region,
  WaypointGroup,
} from '@/lib/catalog/asset-schemas';
import type { RegionIndexEntry } from '@/lib/catalog/catalog-index';
import { collectionName, englishWords } from '@/lib/game-words/lookup';
import type { ClockRegion } from '@/lib/time/phases';
import type { MetaCollection, MetaItem } from './collection-cost';
import { COUNTED_COLLECTION_IDS } from './meta-tiers';

/** A counted collection with what the tab shows beside its cost. */
export interface MetaCollectionInfo extends MetaCollection {
  /** The session's and planner's name for it (a region's key for both its collections); none
   *  for a collection without fish (trash, treasure). */
  planKey?: string;
  /** Whose clock its fish follow. */
  clock: ClockRegion;
  /** Where to fish it (an avid collection without its own: its base's). */
  waypoints: readonly WaypointGroup[];
}

type LoadedRegion = { entry: RegionIndexEntry; region: Region; extensions: ItemExtensions };

function regionItems({ region, extensions }: LoadedRegion): MetaItem[] {
  return [...region.fish]
    .sort((a, b) => a.bitIndex - b.bitIndex)
    .flatMap(({ itemId }) => {
      const fish = extensions[String(itemId)];
      return fish ? [{ itemId, name: fish.name, fish }] : [];
    });
}

function achievementItems(achievement: OtherAchievement): MetaItem[] {
  return [...achievement.bits]
    .sort((a, b) => a.index - b.index)
    .flatMap(({ id }) => {
      const fish = achievement.items[String(id)];
      if (fish) return [{ itemId: id, name: fish.name, fish }];
      const other = achievement.otherItems[String(id)];
      return other ? [{ itemId: id, name: other.name }] : [];
    });
}

/**
 * The 30 counted collections in the ladder's order, from what of the catalog loaded: a region's
 * regional and Avid collection (the same fish), the other collections from their files. A
 * collection whose file did not load is left out.
 */
export function metaCollections(
  regions: readonly LoadedRegion[],
  achievements: readonly OtherAchievement[],
): MetaCollectionInfo[] {
  const found = new Map<number, MetaCollectionInfo>();
  for (const loaded of regions) {
    const { entry, region } = loaded;
    const [baseId, avidId] = entry.achievementIds;
    const shared = {
      planKey: entry.key,
      clock: region.useCanthanTime ? ('CANTHA' as const) : ('TYRIA' as const),
      waypoints: region.recommendedWaypoints,
      items: regionItems(loaded),
    };
    if (baseId !== undefined)
      found.set(baseId, { id: baseId, name: entry.achievementName, ...shared });
    if (avidId !== undefined && baseId !== undefined) {
      found.set(avidId, {
        id: avidId,
        name: collectionName(englishWords, entry, true),
        baseId,
        ...shared,
      });
    }
  }
  const byId = new Map(achievements.map((achievement) => [achievement.id, achievement]));
  for (const achievement of achievements) {
    const base = achievements.find(
      (other) => other.children.includes(achievement.id) && other.requiredCount === null,
    );
    const items = achievementItems(achievement);
    found.set(achievement.id, {
      id: achievement.id,
      name: achievement.name,
      ...(base && { baseId: base.id }),
      ...(items.some((item) => item.fish) && { planKey: achievement.key }),
      clock: 'TYRIA',
      waypoints:
        achievement.recommendedWaypoints.length > 0
          ? achievement.recommendedWaypoints
          : (byId.get(base?.id ?? 0)?.recommendedWaypoints ?? []),
      items,
    });
  }
  return COUNTED_COLLECTION_IDS.flatMap((id) => found.get(id) ?? []);
}
