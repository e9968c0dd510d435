import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useId, useRef } from 'react';
import { OpenTooltip, useTooltipEvents } from '@/components/open-tooltip';
import type { FilterGroup, FilterMode } from '@/lib/filters/filter-state';
import classes from './filter-button.module.css';
import { TimeVariants, type TimeVariant } from './time-variants';
import { VisuallyHidden } from '@/components/visually-hidden';

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
  count: liveCount,
  paintCounts,
  explanation,
  onCycle,
}: FilterButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const tipId = useId();
  const tip = useTooltipEvents<HTMLButtonElement>(!!explanation);
  const shown = mode === 'exclusive' ? `*${label}*` : label;
  const { t } = useLingui();
  // The name starts with the visible text ("Day 15"): label in name (WCAG 2.5.3). It is written
  // in the button (hidden from sight) rather than in aria-label, so that before the code runs
  // each paint time's count carries its own name and CSS shows the phase's (time-variants.css).
  // `count` names the plural's argument in the translated messages.
  const nameOf = (count: number) =>
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
  const variants = paintCounts ?? [{ times: [], value: liveCount }];
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={classes.button}
        data-state={mode ?? 'cleared'}
        aria-describedby={explanation ? tipId : undefined}
        onClick={() => onCycle(group, value)}
        {...tip.events}
      >
        <VisuallyHidden>
          <TimeVariants variants={variants}>{nameOf}</TimeVariants>
        </VisuallyHidden>
        <span className={classes.star} data-star aria-hidden>
          *
        </span>
        <span aria-hidden>{label}</span>
        <span className={classes.star} data-star aria-hidden>
          *
        </span>{' '}
        {/* The space above separates label and count in the text (a flex box does not draw it). */}
        <span className={classes.count} aria-hidden>
          <TimeVariants variants={variants}>{(n) => n}</TimeVariants>
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
