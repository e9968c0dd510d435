import { useMemo } from 'react';
import { useAccountProgress } from '@/features/api-keys';
import { useMarksStore } from './marks-store';

/**
 * The account's achievement progress while a key is selected and its progress has loaded;
 * undefined otherwise (then screens show the manual marks).
 */
export function useAccountAchievements() {
  return useAccountProgress();
}

/** One achievement's progress as a card or page shows it. */
export interface AchievementProgress {
  source: 'account' | 'manual';
  /** Indexes of the finished bits. */
  doneBits: number[];
  /** Progress towards the current tier and its goal, when known. */
  current: number;
  max?: number;
  done: boolean;
  /** Times completed: the repeat count, or 1 if done. */
  completions: number;
}

/**
 * Progress on achievement `id` (spec §3 Other achievement). With a selected key whose progress has
 * loaded: the account's (absent from the answer = not started). Otherwise from the manual marks:
 * a bit is done when its fish (`bits`: item id and bit index) is marked caught.
 */
export function useAchievementProgress(
  id: number,
  bits: readonly { id: number; index: number }[] = [],
): AchievementProgress {
  const account = useAccountProgress();
  const manual = useMarksStore((state) => state.acquired);
  return useMemo(() => {
    if (account) {
      const entry = account.find((candidate) => candidate.id === id);
      const doneBits = entry?.bits ?? [];
      const done = entry?.done ?? false;
      return {
        source: 'account',
        doneBits,
        current: entry?.current ?? doneBits.length,
        max: entry?.max,
        done,
        completions: entry?.repeated ?? (done ? 1 : 0),
      };
    }
    const caught = new Set(manual);
    const doneBits = bits.filter((bit) => caught.has(bit.id)).map((bit) => bit.index);
    const done = bits.length > 0 && doneBits.length === bits.length;
    return {
      source: 'manual',
      doneBits,
      current: doneBits.length,
      max: bits.length || undefined,
      done,
      completions: done ? 1 : 0,
    };
  }, [account, manual, id, bits]);
}
