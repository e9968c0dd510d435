import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fishingAchievementsCacheQuery } from '@/data/asset-queries';
import { regionIndex } from '@/data/catalog-index';
import { useAccountProgress } from '@/features/api-keys';
import { acquiredFromAccount, completionFromAccount } from '@/lib/progress';
import { useMarksStore } from './marks-store';

const regionalIds = new Set(regionIndex.map((region) => region.achievementIds[0]));

/** Where the progress on screen comes from: the selected key's account, or the manual marks. */
export type ProgressSource = 'account' | 'manual';

/**
 * Account progress mapped onto fish and regions, or `undefined` while no key is selected or its
 * progress (or the bit table it needs) has not loaded — then the manual marks are shown.
 */
function useAccountMarks() {
  const progress = useAccountProgress();
  const cache = useQuery({ ...fishingAchievementsCacheQuery(), enabled: Boolean(progress) });
  return useMemo(() => {
    if (!progress || !cache.data) return undefined;
    const regional = cache.data.filter((achievement) => regionalIds.has(achievement.id));
    return {
      acquired: acquiredFromAccount(progress, regional),
      completion: completionFromAccount(progress, regionIndex),
    };
  }, [progress, cache.data]);
}

/** `account` when the grid and cards show the selected key's progress, else `manual`. */
export function useProgressSource(): ProgressSource {
  return useAccountMarks() ? 'account' : 'manual';
}

/**
 * What the grid and the cards show as caught: the selected key's account progress once loaded
 * (a fish is caught when its bit is set in the regional achievement), otherwise the manual marks.
 */
export function useAcquiredFish(): ReadonlySet<number> {
  const manual = useMarksStore((state) => state.acquired);
  const account = useAccountMarks();
  const acquired = account?.acquired ?? manual;
  return useMemo(() => new Set(acquired), [acquired]);
}

/** Region key → how many times the region's collection was completed (account or manual). */
export function useRegionCompletion(): Readonly<Record<string, number>> {
  const manual = useMarksStore((state) => state.completion);
  return useAccountMarks()?.completion ?? manual;
}

/** Toggles a fish acquired by hand (spec §4 Item status). */
export function useToggleFish() {
  return useMarksStore((state) => state.toggle);
}
