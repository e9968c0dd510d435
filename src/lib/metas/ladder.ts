import type { AccountAchievementProgress } from '@/lib/progress/account-progress';
import { COUNTED_COLLECTION_IDS, META_TIERS, type MetaTier } from './meta-tiers';

/** A tier of the ladder as the player stands: reached, or how many collections it still needs. */
export interface TierStanding {
  tier: MetaTier;
  reached: boolean;
  /** Collections still to complete (0 once reached). */
  needed: number;
}

/** Where the player stands on the ladder. */
export interface LadderPlace {
  /** The count the ladder uses: the game's where it gave one, else the app's. */
  count: number;
  /** Counted collections the app sees completed (from the key's progress or the marks). */
  appCount: number;
  /** The game's own count (the top meta's `current`), when the account answered for it. */
  gameCount: number | undefined;
  tiers: TierStanding[];
  /** The lowest tier not reached; none once the ladder is finished. */
  next: TierStanding | undefined;
}

/** How many of the 30 counted collections are completed (an avid round counts once, as its id). */
export const countCompleted = (timesCompleted: (achievementId: number) => number) =>
  COUNTED_COLLECTION_IDS.filter((id) => timesCompleted(id) > 0).length;

/**
 * The game's count from the top meta's account entry: its `current` (all once `done`); none
 * without an entry (the API leaves out an achievement with no progress).
 */
export function gameCountOf(entry: AccountAchievementProgress | undefined): number | undefined {
  if (!entry) return undefined;
  const max = entry.max ?? COUNTED_COLLECTION_IDS.length;
  if (entry.done) return max;
  return Math.min(entry.current ?? 0, max);
}

/**
 * The ladder from the app's count and the game's (issue 59): the game's number wins where it gave
 * one, so a collection the app cannot read never holds the player below where the game has them.
 */
export function ladderPlace(appCount: number, gameCount?: number): LadderPlace {
  const count = gameCount ?? appCount;
  const tiers = META_TIERS.map((tier) => ({
    tier,
    reached: count >= tier.required,
    needed: Math.max(0, tier.required - count),
  }));
  return { count, appCount, gameCount, tiers, next: tiers.find((standing) => !standing.reached) };
}
