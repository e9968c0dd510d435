import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { QuietBoundary } from '@/components/quiet-boundary';
import { FishGrid, type FishGridProps } from './fish-grid';
import { useFishView, type FishView } from './fish-view-store';
import classes from './fish-views.module.css';

/**
 * Only a phone player who picks the list loads it, with its details modal. Until it has loaded,
 * or if it cannot load (offline before it was cached), the grid stays (the stylesheet hides the
 * grid only once the list follows it).
 */
const loadFishList = () => import('./fish-list');
const FishList = lazy(() => loadFishList().then(({ FishList }) => ({ default: FishList })));
const preloadFishList = () => void loadFishList().catch(() => undefined);

/**
 * The fish as the in-game grid, or on phones (CSS, ≤ 634 px) optionally as a list. Wider screens
 * always show the grid: the switch and the list are hidden there by the same media query. The
 * choice is kept across regions (`useFishView`).
 */
export function FishViews(props: FishGridProps) {
  const [view, setView] = useFishView();
  const { t } = useLingui();
  return (
    <>
      <SegmentedControl
        className={classes.toggle}
        size="xs"
        mb="sm"
        aria-label={t`Show the fish as`}
        data={[
          { value: 'grid', label: t`Grid` },
          { value: 'list', label: t`List` },
        ]}
        value={view}
        onChange={(value) => setView(value as FishView)}
        // The list's code starts loading when the player comes near the switch.
        onPointerEnter={preloadFishList}
        onFocus={preloadFishList}
      />
      <div className={view === 'list' ? classes.gridInListMode : undefined}>
        <FishGrid {...props} />
      </div>
      {view === 'list' && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <FishList {...props} />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
