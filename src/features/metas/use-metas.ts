import { useMemo } from 'react';
import { useWholeCatalog } from '@/data/use-whole-catalog';
import { useAccountProgress } from '@/features/account/use-account';
import { useFishingPower } from '@/features/fishing-power/fishing-power-store';
import { useProgress } from '@/features/progress/use-progress';
import { regionIndex } from '@/lib/catalog/catalog-index';
import { cheapestOrder, tierPlans, type TierPlan } from '@/lib/metas/cheapest';
import { countCompleted, gameCountOf, ladderPlace, type LadderPlace } from '@/lib/metas/ladder';
import { metaCollections, type MetaCollectionInfo } from '@/lib/metas/meta-collections';
import { TOP_META_ID } from '@/lib/metas/meta-tiers';
import { standingsFrom } from '@/lib/metas/standings';
import type { ProgressSource } from '@/lib/progress/derive-progress';

export interface Metas {
  place: LadderPlace;
  /** Where the app's count comes from. */
  source: ProgressSource;
  /** Each tier not reached, the next first, with its cheapest collections. */
  plans: TierPlan[];
  /** The counted collections that loaded, by id (planner key, clock, waypoints). */
  collections: ReadonlyMap<number, MetaCollectionInfo>;
  power: number | undefined;
  errors: readonly Error[];
  pending: boolean;
}

/**
 * The ladder and what each tier above it takes (docs/metas.md): the app's count from the one
 * progress model, the game's count from the key's answer for the top meta, the cost at the
 * player's fishing power.
 */
export function useMetas(): Metas {
  const catalog = useWholeCatalog();
  const progress = useProgress();
  const account = useAccountProgress();
  const power = useFishingPower();
  const achievements = useMemo(
    () => catalog.achievements.map(({ achievement }) => achievement),
    [catalog.achievements],
  );
  const collections = useMemo(
    () => metaCollections(catalog.regions, achievements),
    [catalog.regions, achievements],
  );
  const order = useMemo(
    () => cheapestOrder(collections, standingsFrom(progress, regionIndex, achievements), power),
    [collections, progress, achievements, power],
  );
  const gameCount =
    progress.source === 'account'
      ? gameCountOf(account?.find((entry) => entry.id === TOP_META_ID))
      : undefined;
  const place = ladderPlace(countCompleted(progress.timesCompleted), gameCount);
  return {
    place,
    source: progress.source,
    plans: tierPlans(place.tiers, order),
    collections: useMemo(() => new Map(collections.map((c) => [c.id, c])), [collections]),
    power,
    errors: catalog.errors,
    pending: catalog.pending,
  };
}
