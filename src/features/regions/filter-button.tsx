import { Tooltip } from '@mantine/core';
import {
  memo,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
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
  const ref = useRef<HTMLButtonElement>(null);
  const tipId = useId();
  const [tipOpen, setTipOpen] = useState(false);
  const shown = mode === 'exclusive' ? `*${label}*` : label;
  // Like Mantine's own tooltips: a mouse hover or a keyboard focus, not a tap; Escape dismisses.
  const tipEvents = explanation && {
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) =>
      event.pointerType === 'mouse' && setTipOpen(true),
    onPointerLeave: () => setTipOpen(false),
    onFocus: (event: FocusEvent<HTMLButtonElement>) =>
      event.currentTarget.matches(':focus-visible') && setTipOpen(true),
    onBlur: () => setTipOpen(false),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) =>
      event.key === 'Escape' && setTipOpen(false),
  };
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={classes.button}
        data-state={mode ?? 'cleared'}
        // The name starts with the visible text ("Day 15"): label in name (WCAG 2.5.3).
        aria-label={`${shown}, ${count} fish${mode ? `, ${STATE_TEXT[mode]}` : ''}`}
        aria-describedby={explanation ? tipId : undefined}
        onClick={() => onCycle(group, value)}
        {...tipEvents}
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
          {count}
        </span>
      </button>
      {explanation && (
        <>
          {/* Screen readers read the explanation from here; the tooltip shows it on screen. */}
          <span id={tipId} hidden>
            {explanation}
          </span>
          <Explanation target={ref} opened={tipOpen} label={explanation} />
        </>
      )}
    </>
  );
});

/**
 * The button's tooltip, positioned on it by reference rather than wrapping it: a click changes
 * the button, never these props, so the tooltip does no work in the click's frame.
 */
const Explanation = memo(function Explanation(props: {
  target: RefObject<HTMLButtonElement | null>;
  opened: boolean;
  label: string;
}) {
  return <Tooltip {...props} multiline w={220} />;
});
