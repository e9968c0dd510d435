import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useId, useRef } from 'react';
import { OpenTooltip, useTooltipEvents } from '@/components';
import type { FilterGroup, FilterMode } from '@/lib/filters';
import classes from './filter-button.module.css';
import { TimeVariants, type TimeVariant } from './time-variants';

export interface FilterButtonProps {
  group: FilterGroup;
  value: string;
  label: string;
  mode: FilterMode | undefined;
  count: number;
  /** Before the code knows the time, the count of each paint time (time-variants.tsx). */
  paintCounts?: readonly TimeVariant<number>[];
  /** Explanation shown on hover and focus. */
  explanation?: string;
  onCycle: (group: FilterGroup, value: string) => void;
}

/**
 * One filter button (spec §4): cleared → included (blue) → exclusive (green, label between
 * asterisks) → cleared. Shows how many fish it would match; its name says its state.
 */
export const FilterButton = memo(function FilterButton({
  group,
  value,
  label,
  mode,
  count,
  paintCounts,
  explanation,
  onCycle,
}: FilterButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const tipId = useId();
  const tip = useTooltipEvents<HTMLButtonElement>(!!explanation);
  const shown = mode === 'exclusive' ? `*${label}*` : label;
  const { t } = useLingui();
  // The name starts with the visible text ("Day 15"): label in name (WCAG 2.5.3).
  const name =
    mode === 'inclusive'
      ? t({
          message: plural(count, {
            one: `${shown}, # fish, included`,
            other: `${shown}, # fish, included`,
          }),
        })
      : mode === 'exclusive'
        ? t({
            message: plural(count, {
              one: `${shown}, # fish, exclusive, exact matches only`,
              other: `${shown}, # fish, exclusive, exact matches only`,
            }),
          })
        : t({ message: plural(count, { one: `${shown}, # fish`, other: `${shown}, # fish` }) });
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={classes.button}
        data-state={mode ?? 'cleared'}
        aria-label={name}
        aria-describedby={explanation ? tipId : undefined}
        onClick={() => onCycle(group, value)}
        {...tip.events}
      >
        <span className={classes.star} data-star aria-hidden>
          *
        </span>
        {label}
        <span className={classes.star} data-star aria-hidden>
          *
        </span>{' '}
        {/* The space above separates label and count in the text (a flex box does not draw it). */}
        <span className={classes.count} aria-hidden>
          {paintCounts ? <TimeVariants variants={paintCounts}>{(n) => n}</TimeVariants> : count}
        </span>
      </button>
      {explanation && (
        <>
          {/* Screen readers read the explanation from here; the tooltip shows it on screen. */}
          <span id={tipId} hidden>
            {explanation}
          </span>
          <OpenTooltip target={ref} opened={tip.opened} label={explanation} multiline w={220} />
        </>
      )}
    </>
  );
});
