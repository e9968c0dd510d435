import type { OtherAchievement } from '@/lib/catalog/asset-schemas';
import type { AchievementIndexEntry, RegionIndexEntry } from '@/lib/catalog/catalog-index';
import type { AccountAchievementProgress, CollectionBits } from './account-progress';
import { caughtFromAccount, completionsOf } from './account-progress';
import {
  accountAchievementProgress,
  achievementProgress,
  manualCompletions,
  type AchievementProgress,
} from './achievement-progress';
import type { ManualMarks } from './manual-marks';
import { accountRounds, manualRounds, type RegionRound } from './rounds';

/** Where the progress on screen comes from: the selected key's account, or the manual marks. */
export type ProgressSource = 'account' | 'manual';

/** Everything the screens show as progress, from one source. */
export interface Progress {
  source: ProgressSource;
  /** Item ids shown as caught. */
  acquired: ReadonlySet<number>;
  /** Region key → how many times its collection was completed (regions never completed left out). */
  completion: Readonly<Record<string, number>>;
  /** Region key → its current round (base or avid) and completions. */
  rounds: Readonly<Record<string, RegionRound>>;
  /** An other achievement's progress. */
  ofAchievement: (
    achievement: Pick<OtherAchievement, 'id' | 'bits' | 'children' | 'requiredCount'>,
  ) => AchievementProgress;
  /** How often an achievement (a region's collection or an other one) was completed. */
  timesCompleted: (achievementId: number) => number;
  /** Item ids of an other achievement's collection shown as caught. */
  caughtIn: (achievement: Pick<OtherAchievement, 'id' | 'bits'>) => ReadonlySet<number>;
}

/** The account's answer and the regional collections' bit tables (base and avid) it is read with. */
export interface AccountInput {
  progress: readonly AccountAchievementProgress[];
  regionalCollections: readonly CollectionBits[];
}

const completedOnly = (rounds: Readonly<Record<string, RegionRound>>) =>
  Object.fromEntries(
    Object.entries(rounds).flatMap(([key, round]) =>
      round.completions > 0 ? [[key, round.completions]] : [],
    ),
  );

/**
 * The progress the app shows (spec §4 Item status, §3 Region completion): the account's while a
 * key is selected and both its answer and the bit tables have loaded (`account`), otherwise the
 * manual marks.
 */
export function deriveProgress(
  account: AccountInput | undefined,
  manual: ManualMarks,
  regions: readonly Pick<RegionIndexEntry, 'key' | 'achievementIds'>[],
  achievements: readonly Pick<AchievementIndexEntry, 'key' | 'id'>[] = [],
): Progress {
  if (account) {
    const byId = new Map(account.progress.map((entry) => [entry.id, entry]));
    const { acquired, rounds } = accountRounds(
      account.progress,
      regions,
      account.regionalCollections,
    );
    return {
      source: 'account',
      acquired,
      completion: completedOnly(rounds),
      rounds,
      ofAchievement: (achievement) =>
        accountAchievementProgress(achievement, byId.get(achievement.id)),
      timesCompleted: (id) => completionsOf(byId.get(id)),
      caughtIn: (achievement) => caughtFromAccount(achievement, byId.get(achievement.id)),
    };
  }
  const acquired = new Set(manual.acquired);
  // A collection marked complete by hand (its key counted like a region's) counts for metas too.
  const completions = manualCompletions(regions, achievements, manual.completion);
  const completed = new Set(completions.keys());
  return {
    source: 'manual',
    acquired,
    completion: manual.completion,
    rounds: manualRounds(regions, manual.completion),
    ofAchievement: (achievement) => achievementProgress(achievement, acquired, completed),
    timesCompleted: (id) => completions.get(id) ?? 0,
    caughtIn: (achievement) =>
      new Set(achievement.bits.filter((bit) => acquired.has(bit.id)).map((bit) => bit.id)),
  };
}
