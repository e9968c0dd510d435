import type {
  ItemExtension,
  OtherAchievement,
  Region,
  WaypointGroup,
} from '@/lib/catalog/asset-schemas';
import type { I18n } from '@lingui/core';
import { regionName } from '@/lib/catalog/region-names';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import type { ClockRegion } from '@/lib/time/phases';

/** A collection the planner can scope to: a region's, or a fish achievement's (World Class …). */
export interface PlanCollection {
  /** Region or achievement key, as in its URL. */
  key: string;
  kind: 'region' | 'achievement';
  /** What players call it: "Kryta", "World Class Fisher". */
  name: string;
  /** The achievement's id (an achievement's collection; a region's name is its own). */
  achievementId?: number;
  /** Whose clock its fish follow (non-regional fish follow Tyria's). */
  clock: ClockRegion;
  /** The fishing power that reaches every fish of it (the highest of its fish). */
  fishingPower: number;
  waypoints: readonly WaypointGroup[];
  fish: readonly { itemId: number; details: ItemExtension }[];
}

/** Sorted by bit, with the catalog's details; a bit the catalog has no details for is left out. */
function withDetails(
  bits: readonly { itemId: number }[],
  details: Readonly<Record<string, ItemExtension>>,
) {
  return bits.flatMap(({ itemId }) => {
    const entry = details[String(itemId)];
    return entry ? [{ itemId, details: entry }] : [];
  });
}

export function regionCollection(
  region: Region,
  extensions: Readonly<Record<string, ItemExtension>>,
): PlanCollection {
  return {
    key: region.key,
    kind: 'region',
    name: region.name,
    clock: region.useCanthanTime ? 'CANTHA' : 'TYRIA',
    fishingPower: region.fishingPower,
    waypoints: region.recommendedWaypoints,
    fish: withDetails(region.fish, extensions),
  };
}

/** A fish achievement (its bundled fish); achievements without fish (meta, trash) have none. */
export function achievementCollection(achievement: OtherAchievement): PlanCollection {
  const fish = withDetails(
    [...achievement.bits].sort((a, b) => a.index - b.index).map((bit) => ({ itemId: bit.id })),
    achievement.items,
  );
  return {
    key: achievement.key,
    kind: 'achievement',
    name: achievement.name,
    achievementId: achievement.id,
    clock: 'TYRIA',
    fishingPower: Math.max(0, ...fish.map((entry) => entry.details.fishingPower)),
    waypoints: achievement.recommendedWaypoints,
    fish,
  };
}

/**
 * The collections in the page's language: each fish's and achievement's name as the game gives
 * it (`words`), English where it gave none; a region's name in our catalogs (`i18n`, which other
 * languages' pages give). English pages get the same names back.
 */
export function collectionsInLanguage(
  collections: readonly PlanCollection[],
  words: GameWordsLookup,
  i18n?: I18n,
): readonly PlanCollection[] {
  if (!words.localized && !i18n) return collections;
  return collections.map((collection) => ({
    ...collection,
    name:
      collection.achievementId !== undefined
        ? words.achievementName(collection.achievementId, collection.name)
        : i18n
          ? regionName(i18n, collection.key, collection.name)
          : collection.name,
    fish: collection.fish.map(({ itemId, details }) => ({
      itemId,
      details: { ...details, name: words.itemName(itemId, details.name) },
    })),
  }));
}
