import { useQuery } from '@tanstack/react-query';
import { assetQuery, assets } from '@/data/asset-queries';
import type { FishingAchievementsCache } from '@/lib/catalog/asset-schemas';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { useAccountProgress } from '@/features/account/use-account';
import { deriveProgress, type Progress } from '@/lib/progress/derive-progress';
import type { AccountAchievementProgress } from '@/lib/progress/account-progress';
import type { ManualMarks } from '@/lib/progress/manual-marks';
import { useMarksStore } from './marks-store';

/** The regions' collections, base and avid: each round is read with its own bit table. */
const regionalIds = new Set(regionIndex.flatMap((region) => region.achievementIds));

type Inputs = [
  account: readonly AccountAchievementProgress[] | undefined,
  cache: FishingAchievementsCache | undefined,
  acquired: ManualMarks['acquired'],
  completion: ManualMarks['completion'],
];

let last: { inputs: Inputs; progress: Progress } | undefined;

/**
 * Derives the progress once per change of its inputs, however many components ask: every card
 * of a list gets the same object (and its `acquired` set) instead of building its own.
 */
function progressOf(inputs: Inputs): Progress {
  if (last && inputs.every((input, i) => input === last?.inputs[i])) return last.progress;
  const [account, cache, acquired, completion] = inputs;
  const regionalCollections = cache?.filter((achievement) => regionalIds.has(achievement.id));
  const progress = deriveProgress(
    account && regionalCollections ? { progress: account, regionalCollections } : undefined,
    { acquired, completion },
    regionIndex,
    otherAchievementIndex,
  );
  last = { inputs, progress };
  return progress;
}

/**
 * The one progress model every feature reads (regions, achievements, search): its source, the
 * fish shown as caught, region completions and each other achievement's progress. The account's
 * once the selected key's progress (and the bit table it needs) has loaded, otherwise the marks.
 */
export function useProgress(): Progress {
  const account = useAccountProgress();
  const cache = useQuery({
    ...assetQuery(assets.fishingAchievementsCache()),
    enabled: Boolean(account),
  });
  const acquired = useMarksStore((state) => state.acquired);
  const completion = useMarksStore((state) => state.completion);
  return progressOf([account, cache.data, acquired, completion]);
}
