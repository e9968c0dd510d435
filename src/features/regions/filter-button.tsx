import { Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { FilterGroup, FilterMode } from '@/lib/filters';
import classes from './filter-button.module.css';

export interface FilterButtonProps {
  group: FilterGroup;
  value: string;
  label: string;
  mode: FilterMode | undefined;
  count: number;
  /** Explanation shown on hover and focus. */
  explanation?: string;
  onCycle: (group: FilterGroup, value: string) => void;
}

const STATE_TEXT: Record<FilterMode, string> = {
  inclusive: 'included',
  exclusive: 'exclusive, exact matches only',
};

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
  explanation,
  onCycle,
}: FilterButtonProps) {
  const shown = mode === 'exclusive' ? `*${label}*` : label;
  const button = (
    <button
      type="button"
      className={classes.button}
      data-state={mode ?? 'cleared'}
      aria-label={`${shown} (${count} fish)${mode ? `, ${STATE_TEXT[mode]}` : ''}`}
      onClick={() => onCycle(group, value)}
    >
      {shown}
      <span className={classes.count} aria-hidden>
        {count}
      </span>
    </button>
  );
  if (!explanation) return button;
  return (
    <Tooltip
      label={explanation}
      multiline
      w={220}
      events={{ hover: true, focus: true, touch: false }}
    >
      {button}
    </Tooltip>
  );
});
