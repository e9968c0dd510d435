import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AchievementIndexEntry } from '@/lib/catalog/catalog-index';
import type { FailureKind } from '@/lib/gw2-api/failure-kind';
import type { RejectedEntry } from '@/lib/gw2-api/catalog-bulk';
import type { CatalogDiff } from '@/lib/live-catalog/diff';

/** The live check's state (issue 29): when the game was last asked, and what it has that the bundle lacks. */
export interface LiveCatalogState {
  /** When the game last answered (epoch ms); null before the first answer. */
  checkedAt: number | null;
  /** When the last check failed, if it failed after the last answer; with the kind of failure. */
  failedAt: number | null;
  failure: FailureKind | null;
  /**
   * The difference and the names of the items it names (the game's, else the bundle's), worded
   * where shown; null until the answer has been compared with the bundle.
   */
  differences: { diff: CatalogDiff; itemNames: Record<number, string> } | null;
  /** The collections the game added, each with a page (`/achievement/:key`). */
  newCollections: AchievementIndexEntry[];
  /** What the game's last answer held that the app left out (issue 40), for the data page. */
  rejected: RejectedEntry[];
}

/** Tiny and dependency-free, so every page can read it; the check itself loads lazily. */
export const liveCatalogStore = createStore<LiveCatalogState>(() => ({
  checkedAt: null,
  failedAt: null,
  failure: null,
  differences: null,
  newCollections: [],
  rejected: [],
}));

export const useLiveCatalog = <T>(select: (state: LiveCatalogState) => T): T =>
  useStore(liveCatalogStore, select);

const selectNewCollections = (state: LiveCatalogState) => state.newCollections;

/** The collections the game added (empty until the live check has run, so hydration matches). */
export const useNewCollections = () => useLiveCatalog(selectNewCollections);
