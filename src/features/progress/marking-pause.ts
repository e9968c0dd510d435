import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { assetQuery, assets } from '@/data/asset-queries';
import { useKeysStore } from '@/features/account/keys-store';
import { selectedKeyProgressNow } from '@/features/account/use-account';
import { markingPausedBy } from '@/lib/progress/marking';
import type { CapReached } from '@/lib/storage/cap-rule';
import { useMarksStore } from './marks-store';

/**
 * The key whose progress pauses marking by hand now, or `undefined` while marking works
 * (docs/progress.md "Marking by hand"): derived from the keys store and the query cache as they
 * are, the rule in `lib/progress/marking.ts`. Nothing writes it.
 */
export function markingPauseNow(client: QueryClient): string | undefined {
  const progress = selectedKeyProgressNow(client);
  const bitTable = client.getQueryData(assetQuery(assets.fishingAchievementsCache()).queryKey);
  return markingPausedBy({
    keyName: progress?.keyName,
    hasProgress: progress?.hasProgress ?? false,
    failed: progress?.failed ?? false,
    hasBitTable: bitTable !== undefined,
  });
}

interface PauseSource {
  subscribe: (listener: () => void) => () => void;
  get: () => string | undefined;
}

const sources = new WeakMap<QueryClient, PauseSource>();

/**
 * The pause of one query client, for `useSyncExternalStore`: one subscription to the keys store
 * and the query cache while anything reads it, its readers told only when the pause changes.
 */
function pauseSource(client: QueryClient): PauseSource {
  const known = sources.get(client);
  if (known) return known;
  const listeners = new Set<() => void>();
  let pausedBy: string | undefined;
  let stop: (() => void) | undefined;
  const update = () => {
    const next = markingPauseNow(client);
    if (next === pausedBy) return;
    pausedBy = next;
    listeners.forEach((listener) => listener());
  };
  const source: PauseSource = {
    get: () => (stop ? pausedBy : markingPauseNow(client)),
    subscribe: (listener) => {
      if (!stop) {
        pausedBy = markingPauseNow(client);
        const fromKeys = useKeysStore.subscribe(update);
        const fromCache = client.getQueryCache().subscribe(update);
        stop = () => {
          fromKeys();
          fromCache();
          stop = undefined;
        };
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop?.();
      };
    },
  };
  sources.set(client, source);
  return source;
}

/** No key is known at build time and while hydrating: the prerendered page's state. */
const notPaused = () => undefined;

/**
 * The marking pause for a component. At build time and while hydrating, none; right after, the
 * live pause. Not through `useHydrated`: every fish toggle reads it, and as a reader of
 * `useHydrated` each re-rendered (with its icons, tooltip and details) in the transition that takes the
 * page live, though the pause is the same without a key. A toggle re-renders only when a key's
 * progress pauses marking.
 */
export function useMarkingPause(): string | undefined {
  const source = pauseSource(useQueryClient());
  return useSyncExternalStore(source.subscribe, source.get, notPaused);
}

/** A toggle refused while marking is paused: the key whose progress shows instead. */
interface MarkingPaused {
  reason: 'paused';
  keyName: string;
}

/** Why a toggle changed nothing: marking is paused, or the marks are at their cap. */
export type MarkRefusal = MarkingPaused | CapReached;

/**
 * Marks or unmarks fish `itemId` of a collection (its key and fish) unless marking is paused now
 * (read at the press, not from the last render); returns why nothing changed. Paused, the cap is
 * not consulted: the player is told about the key, not the cap.
 */
export function toggleUnlessPaused(
  client: QueryClient,
  collectionKey: string,
  itemId: number,
  collectionFishIds: readonly number[],
): MarkRefusal | undefined {
  const pausedBy = markingPauseNow(client);
  if (pausedBy !== undefined) return { reason: 'paused', keyName: pausedBy };
  return useMarksStore.getState().toggle(collectionKey, itemId, collectionFishIds);
}
