import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFishingPower } from '@/features/fishing-power/fishing-power-store';
import { usePinsStore } from '@/features/pins/pins-store';
import { useProgress } from '@/features/progress/use-progress';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { PlanCollection } from '@/lib/planner/collections';
import { fishWithinPower } from '@/lib/planner/fishing-power';
import { uncaughtFish, type ComingUp, type PlanFish, type PlanGroup } from '@/lib/planner/plan';
import { collectionsInScope, type PlanView } from '@/lib/planner/scope';
import { timedPlan } from './timed-plan';
import { usePlanInstant } from './use-plan-instant';

/** The plan for the view's scope at `now`: what `PlanResult` shows. */
export interface Plan {
  /** The collections in scope (named while the time is not known). */
  collections: readonly PlanCollection[];
  /** Every uncaught fish in scope (almost done counts them all). */
  uncaught: readonly PlanFish[];
  /** Those the plan is for (within the player's fishing power, unless included). */
  fish: readonly PlanFish[];
  /** The instant the plan is for: the latest phase start of the two clocks. */
  now: number;
  /** What bites at `now`, grouped as the view asks. */
  groups: readonly PlanGroup[];
  /** What opens after `now`. */
  later: readonly ComingUp[];
}

const regionKeyOf = (endpoint: string) => /^\/region\/([^/?#]+)/.exec(endpoint)?.[1];

/**
 * The planner's steps from the collections to the plan, each memoized apart: the view's scope (the
 * pinned regions from the pins), its fish not caught yet, those within the player's fishing power
 * (`leftOut`: how many above it the view leaves out), and what bites now and later.
 */
export function usePlan(collections: readonly PlanCollection[], view: PlanView) {
  const words = useGameWords();
  const { i18n } = useLingui();
  const { acquired } = useProgress();
  const pins = usePinsStore((state) => state.pins);
  const power = useFishingPower();
  const now = usePlanInstant();

  const pinnedKeys = useMemo(() => pins.flatMap((pin) => regionKeyOf(pin.endpoint) ?? []), [pins]);
  const scoped = useMemo(
    () => collectionsInScope(collections, view.scope, pinnedKeys),
    [collections, view.scope, pinnedKeys],
  );
  const uncaught = useMemo(() => uncaughtFish(scoped, acquired), [scoped, acquired]);
  const { fish, leftOut } = useMemo(
    () => fishWithinPower(uncaught, power, view.includeAbovePower),
    [uncaught, power, view.includeAbovePower],
  );
  const plan = useMemo((): Plan => {
    const timed = timedPlan(fish, now, view.grouping, i18n, words);
    return { collections: scoped, uncaught, fish, now, groups: timed.now, later: timed.later };
  }, [scoped, uncaught, fish, now, view.grouping, i18n, words]);
  return { plan, pinnedKeys, power, leftOut };
}
