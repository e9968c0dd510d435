import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { FishGrid, type FishGridProps } from './fish-grid';
import { FishList } from './fish-list';
import { useFishView, type FishView } from './fish-view-store';
import classes from './fish-views.module.css';

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
      />
      <div className={view === 'list' ? classes.gridInListMode : undefined}>
        <FishGrid {...props} />
      </div>
      {view === 'list' && <FishList {...props} />}
    </>
  );
}
