import { useMemo } from 'react';
import type { ItemExtensions, OtherAchievement, Region } from '@/lib/catalog/asset-schemas';
import {
  otherAchievementIndex,
  regionIndex,
  type AchievementIndexEntry,
  type RegionIndexEntry,
} from '@/lib/catalog/catalog-index';
import { assets } from './asset-queries';
import { useNewCollections } from './live-catalog/live-catalog-store';
import { useCatalogAssets } from './use-catalog-assets';

/** Every region (with its fish details) and every other achievement, as far as they loaded. */
export interface WholeCatalog {
  regions: { entry: RegionIndexEntry; region: Region; extensions: ItemExtensions }[];
  achievements: { entry: AchievementIndexEntry; achievement: OtherAchievement }[];
  /** Files that failed (each names its file); they are left out above. */
  errors: readonly Error[];
  /** True while a file is still loading. */
  pending: boolean;
}

/** Every region's file, and every region's fish details. */
const regionAssets = {
  regions: regionIndex.map((entry) => assets.region(entry.key)),
  extensions: regionIndex.map((entry) => assets.itemExtensions(entry.key)),
};

/**
 * The other achievements' index with the collections the game added (issue 29): those appear
 * only once the app is live and the live check has run, so a prerendered page hydrates as built.
 */
export function useAchievementIndex(): readonly AchievementIndexEntry[] {
  const added = useNewCollections();
  return useMemo(
    () => (added.length > 0 ? [...otherAchievementIndex, ...added] : otherAchievementIndex),
    [added],
  );
}

/** Each other achievement's file, for the index in use. */
export const achievementAssetsOf = (index: readonly AchievementIndexEntry[]) =>
  index.map((entry) => assets.otherAchievement(entry.key));

/**
 * The whole catalog's assets, joined with their index entries: what the planner and the search
 * read. The game's additions are merged into the assets' data by the live check.
 */
export function useWholeCatalog(): WholeCatalog {
  const achievementIndex = useAchievementIndex();
  const lists = useMemo(
    () => ({ ...regionAssets, achievements: achievementAssetsOf(achievementIndex) }),
    [achievementIndex],
  );
  const loaded = useCatalogAssets(lists);
  return useMemo(
    () => ({
      regions: regionIndex.flatMap((entry) => {
        const region = loaded.regions.get(entry.key);
        const extensions = loaded.extensions.get(entry.key);
        return region && extensions ? [{ entry, region, extensions }] : [];
      }),
      achievements: achievementIndex.flatMap((entry) => {
        const achievement = loaded.achievements.get(entry.key);
        return achievement ? [{ entry, achievement }] : [];
      }),
      errors: loaded.errors,
      pending: loaded.pending,
    }),
    [loaded, achievementIndex],
  );
}
