import { useCatalogAssets, type CatalogAssets } from '@/data/use-catalog-assets';
import { achievementCollection, regionCollection, type PlanCollection } from '@/lib/planner';

export interface PlanCollections {
  /** The regions, then the fish achievements (World Class, Saltwater and their avid versions). */
  collections: PlanCollection[];
  /** Files that failed (each names its file); the rest is planned. */
  errors: Error[];
  pending: boolean;
}

// Module-level so the collections are rebuilt only when a file's result changes.
const toCollections = ({ regions, achievements, errors, pending }: CatalogAssets) => ({
  collections: [
    ...regions.map(({ region, extensions }) => regionCollection(region, extensions)),
    ...achievements
      .map(({ achievement }) => achievementCollection(achievement))
      .filter((collection) => collection.fish.length > 0),
  ],
  errors,
  pending,
});

/** Every collection with fish, from the bundled assets (cached for the session; works offline). */
export const usePlanCollections = (): PlanCollections => useCatalogAssets(toCollections);
