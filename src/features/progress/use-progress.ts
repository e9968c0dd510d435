import { useMemo } from 'react';
import { useMarksStore } from './marks-store';

/**
 * What the grid and the cards show as caught. Today: the player's manual marks. When an API key
 * is selected, account progress replaces them here (issue 5), so every screen reads this hook.
 */
export function useAcquiredFish(): ReadonlySet<number> {
  const acquired = useMarksStore((state) => state.acquired);
  return useMemo(() => new Set(acquired), [acquired]);
}

/** Region key → how many times the region's collection was completed. */
export function useRegionCompletion(): Readonly<Record<string, number>> {
  return useMarksStore((state) => state.completion);
}

/** Toggles a fish acquired by hand (spec §4 Item status). */
export function useToggleFish() {
  return useMarksStore((state) => state.toggle);
}
