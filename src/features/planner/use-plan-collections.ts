import { useMemo } from 'react';
import { useWholeCatalog, type WholeCatalog } from '@/data/use-whole-catalog';
import {
  achievementCollection,
  regionCollection,
  type PlanCollection,
} from '@/lib/planner/collections';

export interface PlanCollections {
  /** The regions, then the fish achievements (World Class, Saltwater and their avid versions). */
  collections: PlanCollection[];
  /** Files that failed (each names its file); the rest is planned. */
  errors: readonly Error[];
  pending: boolean;
}

const toCollections = ({ regions, achievements, errors, pending }: WholeCatalog) => ({
  collections: [
    ...regions.map(({ region, extensions }) => regionCollection(region, extensions)),
    ...achievements
      .map(({ achievement }) => achievementCollection(achievement))
      .filter((collection) => collection.fish.length > 0),
  ],
  errors,
  pending,
});

/**
 * Every collection with fish, from the bundled assets (cached for the session; works offline):
 * rebuilt only when a file's result changes.
 */
export function usePlanCollections(): PlanCollections {
  const catalog = useWholeCatalog();
  return useMemo(() => toCollections(catalog), [catalog]);
}
