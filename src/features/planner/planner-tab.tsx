import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import clsx from 'clsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AssetStatus } from '@/components/asset-status';
import { Loading } from '@/components/loading';
import ui from '@/components/plain.module.css';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { useFishingPower } from '@/features/fishing-power/fishing-power-store';
import { usePinsStore } from '@/features/pins/pins-store';
import { MarkingPausedNote, useMarking } from '@/features/progress/marking';
import { useProgress } from '@/features/progress/use-progress';
import { useGameWords } from '@/data/game-words/game-words-store';
import { collectionsInLanguage } from '@/lib/planner/collections';
import { collectionsInScope } from '@/lib/planner/scope';
import { fishWithinPower } from '@/lib/planner/fishing-power';
import { uncaughtFish } from '@/lib/planner/plan';
import { useRevealedSteps } from '@/lib/planner/use-revealed-steps';
import { AlmostDone } from './almost-done';
import classes from './planner.module.css';
import { CatchableNow } from './catchable-now';
import { ComingUp, comingUpRows } from './coming-up';
import { PhaseStrip } from './phase-strip';
import { PlannerControls } from './planner-controls';
import { ShoppingList } from './shopping-list';
import { timedPlan } from './timed-plan';
import { usePlanCollections } from './use-plan-collections';
import { usePlanInstant } from './use-plan-instant';
import { usePlanView } from './use-plan-view';

const regionKeyOf = (endpoint: string) => /^\/region\/([^/?#]+)/.exec(endpoint)?.[1];

/** Coming-up rows rendered per step after the first screen: a step is one task, kept short. */
const ROWS_PER_STEP = 10;

/** `/launch/planner`: what to catch now that is still needed, what comes next, and where. */
export function PlannerTab() {
  const [view, setView] = usePlanView();
  const { collections: bundled, errors, pending } = usePlanCollections();
  // Fish and collection names as the game gives them in the page's language (issue 30 item 3).
  const words = useGameWords();
  const collections = useMemo(() => collectionsInLanguage(bundled, words), [bundled, words]);
  const { acquired } = useProgress();
  const { canMark } = useMarking();
  const pins = usePinsStore((state) => state.pins);
  const now = usePlanInstant();
  const hydrated = useHydrated();

  const pinnedKeys = useMemo(() => pins.flatMap((pin) => regionKeyOf(pin.endpoint) ?? []), [pins]);
  const uncaught = useMemo(
    () => uncaughtFish(collectionsInScope(collections, view.scope, pinnedKeys), acquired),
    [collections, view.scope, pinnedKeys, acquired],
  );
  // Fish only above the player's fishing power are skipped unless they include them.
  const power = useFishingPower();
  const { fish, leftOut } = useMemo(
    () => fishWithinPower(uncaught, power, view.includeAbovePower),
    [uncaught, power, view.includeAbovePower],
  );
  const { t, i18n } = useLingui();
  const plan = useMemo(
    () => timedPlan(fish, now, view.grouping, i18n, words),
    [fish, now, view.grouping, i18n, words],
  );

  const catchableCount = plan.now.reduce((sum, group) => sum + group.count, 0);
  const comingCount = plan.later.length;
  const toCatch = fish.length;
  const comingRows = useMemo(() => comingUpRows(plan.later), [plan.later]);

  // The first screen (what bites now) renders with the page going live; then "Coming up" in
  // steps of rows, then what to bring (docs/planner.md "The first screen first").
  const ready = hydrated && !(pending && collections.length === 0);
  const comingSteps = Math.max(1, Math.ceil(comingRows.length / ROWS_PER_STEP));
  const steps = useRevealedSteps(1 + comingSteps + 1, ready);
  const comingShown = Math.max(0, steps - 1) * ROWS_PER_STEP;
  const bringShown = steps > comingSteps + 1;

  return (
    <div className={classes.tab}>
      <div>
        <h2 className={ui.h2}>
          <Trans>Planner</Trans>
        </h2>
        <p className={clsx(ui.textSm, ui.dimmed)}>
          <Trans>The fish you still need that bite now, what comes next, and what to bring.</Trans>
          {canMark ? t` Progress: your marks on this device.` : ''}
        </p>
      </div>
      <ProgressRefreshNote />
      <MarkingPausedNote />
      <PlannerControls
        view={view}
        onChange={setView}
        collections={collections}
        power={power}
        leftOut={leftOut}
      />
      <AssetStatus errors={errors} failedTitle={t`Some collections could not be loaded`} />
      {view.scope.kind === 'pinned' && pinnedKeys.length === 0 && (
        <Alert color="blue">
          <Trans>
            No region is pinned yet: pin regions from their pages, or{' '}
            <Anchor component={Link} to={paths.launch.href('regions')}>
              pick one
            </Anchor>
            .
          </Trans>
        </Alert>
      )}
      {/* Prerendered, the time is unknown: the plan appears once the browser knows it. Its place
          is kept meanwhile (the plan is taller than a screen), so nothing below jumps. */}
      {!ready ? (
        <div className={classes.pending}>
          <Loading label={t`Loading the catalog`} />
        </div>
      ) : (
        <>
          {/* A collection's count left is every uncaught fish, reachable or not (each marked). */}
          <AlmostDone fish={uncaught} />
          <section aria-labelledby="planner-now">
            <h3 id="planner-now" className={classes.sectionTitle}>
              <Trans>Catchable now ({catchableCount})</Trans>
            </h3>
            <PhaseStrip />
            <CatchableNow groups={plan.now} />
          </section>
          {steps > 1 && (
            <section aria-labelledby="planner-later">
              <h3 id="planner-later" className={classes.sectionTitle}>
                <Trans>Coming up ({comingCount})</Trans>
              </h3>
              <ComingUp rows={comingRows} shown={comingShown} now={now} />
            </section>
          )}
          {bringShown ? (
            <section aria-labelledby="planner-bring">
              <h3 id="planner-bring" className={classes.sectionTitle}>
                <Trans>What to bring ({toCatch} fish to catch)</Trans>
              </h3>
              <ShoppingList fish={fish} />
            </section>
          ) : (
            // The rest's place, kept until it is in: nothing below moves into view meanwhile.
            <div className={classes.pending} />
          )}
        </>
      )}
    </div>
  );
}
