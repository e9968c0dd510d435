import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AssetStatus } from '@/components/asset-status';
import { Loading } from '@/components/loading';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { MarkingPausedNote, useMarking } from '@/features/progress/marking';
import { useGameWords } from '@/data/game-words/game-words-store';
import { collectionsInLanguage } from '@/lib/planner/collections';
import classes from './planner.module.css';
import { PlannerControls } from './planner-controls';
import { PlanResult } from './plan-result';
import { PlanScopeNote } from './plan-scope-note';
import { usePlan } from './use-plan';
import { usePlanCollections } from './use-plan-collections';
import { usePlanView } from './use-plan-view';
import { Column } from '@/components/column';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import { Notice } from '@/components/notice';

/** `/launch/planner`: what to catch now that is still needed, what comes next, and where. */
export function PlannerTab() {
  const [view, setView] = usePlanView();
  const { collections: bundled, errors, pending } = usePlanCollections();
  // Fish and collection names as the game gives them in the page's language (issue 30 item 3).
  const words = useGameWords();
  const { t, i18n } = useLingui();
  const collections = useMemo(
    () => collectionsInLanguage(bundled, words, i18n),
    [bundled, words, i18n],
  );
  const { canMark } = useMarking();
  const hydrated = useHydrated();
  const { plan, pinnedKeys, power, leftOut } = usePlan(collections, view);

  return (
    <Column gap="lg">
      <div>
        <Heading order={2}>
          <Trans>Planner</Trans>
        </Heading>
        <Text size="sm" tone="dimmed">
          <Trans>The fish you still need that bite now, what comes next, and what to bring.</Trans>
          {canMark ? t` Progress: your marks on this device.` : ''}
        </Text>
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
        <Notice color="blue">
          <Trans>
            No region is pinned yet: pin regions from their pages, or{' '}
            <Anchor component={Link} to={paths.launch.href('regions')}>
              pick one
            </Anchor>
            .
          </Trans>
        </Notice>
      )}
      {/* Prerendered, the time is unknown: what bites now appears once the browser knows it
          (PlanResult keeps its place meanwhile, so nothing below jumps). */}
      {pending && collections.length === 0 ? (
        <div className={classes.pending}>
          <Loading label={t`Loading the catalog`} />
        </div>
      ) : (
        <>
          {/* With the plan, in the loader's place: a link's scope is not in the prerendered page,
              and a note above would push what is already shown down. */}
          <PlanScopeNote
            view={view}
            collections={collections}
            onClear={() => setView({ scope: { kind: 'regions' } })}
          />
          <PlanResult live={hydrated} plan={plan} />
        </>
      )}
    </Column>
  );
}
