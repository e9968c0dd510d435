import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import classes from './text.module.css';

/** The theme's text sizes (Mantine's `size`). */
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';

/** A text colour: Mantine's `c` values this app uses (`red` its text shade, `red.4` the 4th). */
export type TextTone = 'dimmed' | 'red' | 'red.4' | 'yellow' | 'orange.4' | 'white' | 'inherit';

const SIZES: Record<TextSize, string | undefined> = {
  xs: classes.xs,
  sm: classes.sm,
  md: undefined,
  lg: classes.lg,
};

const TONES: Record<TextTone, string | undefined> = {
  dimmed: classes.dimmed,
  red: classes['red-text'],
  'red.4': classes['red-4'],
  yellow: classes['yellow-text'],
  'orange.4': classes['orange-4'],
  white: classes.white,
  inherit: classes.inherit,
};

const WEIGHTS = { 500: classes.w500, 600: classes.w600, 700: classes.w700 };

/**
 * Words on a read-only surface, with Mantine Text's look (docs/ARCHITECTURE.md "Looks"): a
 * paragraph by default, no margin; the room around it comes from `className`.
 */
export function Text({
  as: Tag = 'p',
  size = 'md',
  tone,
  weight,
  tabular,
  strike,
  caps,
  truncate,
  className,
  ...rest
}: {
  /** A heading (`h4`) that reads as small text is allowed too. */
  as?: 'p' | 'span' | 'div' | 'li' | 'strong' | 'small' | 'dt' | 'dd' | 'h4' | 'h5' | 'h6';
  size?: TextSize;
  tone?: TextTone;
  weight?: keyof typeof WEIGHTS;
  /** Figures of equal width (clocks, counts). */
  tabular?: boolean;
  strike?: boolean;
  caps?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
} & HTMLAttributes<HTMLElement>) {
  return (
    <Tag
      className={clsx(
        classes.text,
        SIZES[size],
        tone && TONES[tone],
        weight && WEIGHTS[weight],
        tabular && classes.tabular,
        strike && classes.strike,
        caps && classes.caps,
        truncate && classes.truncate,
        className,
      )}
      {...rest}
    />
  );
}
