import type { RegionIndexEntry } from '@/lib/catalog/catalog-index';
import type { Progress } from '@/lib/progress/derive-progress';
import type { Standing } from './collection-cost';

type RegionIds = Pick<RegionIndexEntry, 'key' | 'achievementIds'>;

const NOTHING: ReadonlySet<number> = new Set();

/**
 * Each counted collection's standing from the one progress model (docs/progress.md): done once
 * completed; a region's collection has caught what its current round shows (the base until it is
 * done, then the avid round), an other collection what `caughtIn` reads for it.
 */
export function standingsFrom(
  progress: Pick<Progress, 'timesCompleted' | 'rounds' | 'acquired' | 'caughtIn'>,
  regions: readonly RegionIds[],
  others: readonly Parameters<Progress['caughtIn']>[0][],
): (id: number) => Standing {
  const regionOf = new Map(
    regions.flatMap((region) => region.achievementIds.map((id) => [id, region] as const)),
  );
  const otherOf = new Map(others.map((other) => [other.id, other]));
  return (id) => {
    const done = progress.timesCompleted(id) > 0;
    const region = regionOf.get(id);
    if (region) {
      const round = progress.rounds[region.key];
      const current = region.achievementIds[round?.kind === 'avid' ? 1 : 0];
      return { done, caught: current === id ? progress.acquired : NOTHING };
    }
    const other = otherOf.get(id);
    return { done, caught: other ? progress.caughtIn(other) : NOTHING };
  };
}
