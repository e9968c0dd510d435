import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import type { PlanFish, PlanGroup } from '@/lib/planner/plan';
import type { ComingUp as ComingUpEntry } from '@/lib/planner/plan';
import { useRevealedSteps } from '@/lib/planner/use-revealed-steps';
import { AlmostDone } from './almost-done';
import { CatchableNow } from './catchable-now';
import { ComingUp, comingUpRows } from './coming-up';
import { PhaseStrip } from './phase-strip';
import { PlanPlaces } from './plan-places';
import classes from './planner.module.css';
import { ShoppingList } from './shopping-list';
import type { Plan } from './use-plan';
import { Heading } from '@/components/heading';
import { Loading } from '@/components/loading';

/** Coming-up rows rendered per step after the first screen: a step is one short task. */
const ROWS_PER_STEP = 10;

/** The first screen: the collections almost done, and what bites now. */
const FirstScreen = memo(function FirstScreen({
  uncaught,
  groups,
}: {
  uncaught: readonly PlanFish[];
  groups: readonly PlanGroup[];
}) {
  const catchableCount = groups.reduce((sum, group) => sum + group.count, 0);
  return (
    <>
      {/* A collection's count left is every uncaught fish, reachable or not (each marked). */}
      <AlmostDone fish={uncaught} />
      <section aria-labelledby="planner-now">
        <Heading order={3} id="planner-now" className={classes.sectionTitle}>
          <Trans>Catchable now ({catchableCount})</Trans>
        </Heading>
        <PhaseStrip />
        <CatchableNow groups={groups} />
      </section>
    </>
  );
});

const WhatToBring = memo(function WhatToBring({ fish }: { fish: readonly PlanFish[] }) {
  const toCatch = fish.length;
  return (
    <section aria-labelledby="planner-bring">
      <Heading order={3} id="planner-bring" className={classes.sectionTitle}>
        <Trans>What to bring ({toCatch} fish to catch)</Trans>
      </Heading>
      <ShoppingList fish={fish} />
    </section>
  );
});

/**
 * The plan, first screen first (docs/planner.md "The first screen first"): what bites now renders
 * with the page going live; then "Coming up" ten rows a step, each step in a task of its own that
 * renders only what it adds (the parts already in are memoized). Until the last step the rest's
 * place is kept, so what to bring stays out of view until then.
 */
function TimedPlan({
  uncaught,
  now,
  groups,
  later,
}: {
  uncaught: readonly PlanFish[];
  now: number;
  groups: readonly PlanGroup[];
  later: readonly ComingUpEntry[];
}) {
  const rows = useMemo(() => comingUpRows(later), [later]);
  const comingSteps = Math.max(1, Math.ceil(rows.length / ROWS_PER_STEP));
  const steps = useRevealedSteps(1 + comingSteps + 1);
  const comingCount = later.length;
  return (
    <>
      <FirstScreen uncaught={uncaught} groups={groups} />
      {steps > 1 && (
        <section aria-labelledby="planner-later">
          <Heading order={3} id="planner-later" className={classes.sectionTitle}>
            <Trans>Coming up ({comingCount})</Trans>
          </Heading>
          <ComingUp rows={rows} shown={(steps - 1) * ROWS_PER_STEP} now={now} />
        </section>
      )}
      {steps <= comingSteps + 1 && <div className={classes.pending} />}
    </>
  );
}

/**
 * The plan. Prerendered (no time known) it is what to bring, below a screen-high place kept for
 * what bites now that names the collections in scope and their places: neither needs the time,
 * and so the served page names the fish, baits, collections, regions and maps in its language
 * (issue 60). What to bring stays the same element when the page goes live.
 */
export function PlanResult({
  live,
  plan,
}: {
  /** The time is known (false while prerendered and hydrating). */
  live: boolean;
  plan: Plan;
}) {
  const { collections, uncaught, fish, now, groups, later } = plan;
  const { t } = useLingui();
  return (
    <>
      {live ? (
        <TimedPlan uncaught={uncaught} now={now} groups={groups} later={later} />
      ) : (
        <div className={classes.pending}>
          <Loading label={t`Loading the catalog`} />
          <PlanPlaces
            collections={collections}
            intro={t`What bites now shows once the app has started. The plan looks in these places:`}
          />
        </div>
      )}
      <WhatToBring fish={fish} />
    </>
  );
}
