import type { RegionIndexEntry } from '@/lib/catalog/catalog-index';
import {
  completionsOf,
  finishedBits,
  type AccountAchievementProgress,
  type CollectionBits,
} from './account-progress';

/**
 * Which of a region's collections the player is filling now: the base collection (the regional
 * fisher) until it is done, then its repeatable avid collection, round after round.
 */
export type RoundKind = 'base' | 'avid';

/** A region's current round and how often its collections were completed (spec §3). */
export interface RegionRound {
  kind: RoundKind;
  completions: number;
}

type RegionIds = Pick<RegionIndexEntry, 'key' | 'achievementIds'>;

/** The round of a region whose base collection is (or is not) done: avid only where it has one. */
const roundKind = (region: RegionIds, baseDone: boolean): RoundKind =>
  baseDone && region.achievementIds.length > 1 ? 'avid' : 'base';

/** What the account shows per region: the fish caught this round and each region's round. */
export interface AccountRounds {
  /** Item ids caught in each region's current round. */
  acquired: Set<number>;
  rounds: Record<string, RegionRound>;
}

/**
 * Each region's current round from the account's answer (docs/progress.md "Collections and
 * rounds"): the base collection's finished bits until it is `done`, then the avid collection's
 * current bits, each read with its own bit table. Without the avid table (an older asset), the
 * base collection stands in.
 */
export function accountRounds(
  progress: readonly AccountAchievementProgress[],
  regions: readonly RegionIds[],
  collections: readonly CollectionBits[],
): AccountRounds {
  const byId = new Map(progress.map((entry) => [entry.id, entry]));
  const tables = new Map(collections.map((collection) => [collection.id, collection.bits]));
  const acquired = new Set<number>();
  const rounds: Record<string, RegionRound> = {};
  for (const region of regions) {
    const [baseId, avidId] = region.achievementIds;
    const kind = roundKind(region, Boolean(byId.get(baseId ?? 0)?.done));
    const collectionId = kind === 'avid' && avidId && tables.has(avidId) ? avidId : baseId;
    const table = tables.get(collectionId ?? 0) ?? [];
    for (const index of finishedBits(byId.get(collectionId ?? 0), table.length)) {
      const item = table[index];
      if (item) acquired.add(item.id);
    }
    const completions = region.achievementIds.reduce(
      (sum, id) => sum + completionsOf(byId.get(id)),
      0,
    );
    rounds[region.key] = { kind, completions };
  }
  return { acquired, rounds };
}

/**
 * Each region's round from the manual marks: every completion marked by hand (all fish caught,
 * then reset) moves the region to its avid round.
 */
export function manualRounds(
  regions: readonly RegionIds[],
  completion: Readonly<Record<string, number>>,
): Record<string, RegionRound> {
  return Object.fromEntries(
    regions.map((region) => {
      const completions = completion[region.key] ?? 0;
      return [region.key, { kind: roundKind(region, completions > 0), completions }];
    }),
  );
}
