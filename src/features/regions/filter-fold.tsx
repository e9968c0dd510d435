import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useGameWords } from '@/data/game-words/game-words-store';
import classes from './filter-fold.module.css';
import { useDeferredFilters } from './filter-store';
import { filterSummary } from './filter-summary';
import { TimeVariants, useTimeVariants } from './time-variants';

/**
 * On phones (under the 634 px breakpoint) the filter panel folds behind a one-line bar: a
 * "Filters" button that opens the panel in place, and the filters in force (the auto filter
 * included), so the fish come into the first screen. Wider screens show the panel and no bar.
 * Both are CSS media queries: the prerendered HTML is already right at every width.
 */
export function FilterFold({ canthan, children }: { canthan: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className={classes.bar}>
        <Button
          variant="default"
          size="compact-md"
          className={classes.toggle}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} className={classes.chevron} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <Trans>Filters</Trans>
        </Button>
        <ActiveFilters canthan={canthan} />
      </div>
      <div id={panelId} className={classes.panel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}

/** Follows the filters a frame after a click, like the counts. */
function ActiveFilters({ canthan }: { canthan: boolean }) {
  const filters = useDeferredFilters();
  const { i18n } = useLingui();
  const words = useGameWords();
  const summaries = useTimeVariants(canthan, (now) => filterSummary(filters, now, i18n, words));
  return (
    <span className={classes.summary}>
      <TimeVariants variants={summaries}>{(summary) => summary}</TimeVariants>
    </span>
  );
}
