import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import classes from './flex.module.css';

/** Room between a row's or column's items: the theme's spacing, or a few pixels. */
export type Gap = 2 | 4 | 6 | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Justify = 'start' | 'center' | 'between' | 'end';
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
/** The elements a row or column is written as. */
export type FlexTag = 'div' | 'ul' | 'ol' | 'li' | 'section' | 'header' | 'footer' | 'nav' | 'span';

/** What a row and a column take besides their element's own attributes. */
export type FlexProps = {
  as?: FlexTag;
  gap?: Gap;
  justify?: Justify;
  align?: Align;
} & HTMLAttributes<HTMLElement>;

/** The class of each gap; grids take them too (`gap` lays out a grid as a flex box). */
export const GAP_CLASSES: Record<Gap, string | undefined> = {
  2: classes.gap2,
  4: classes.gap4,
  6: classes.gap6,
  xs: classes.gapXs,
  sm: classes.gapSm,
  md: classes.gapMd,
  lg: classes.gapLg,
  xl: classes.gapXl,
};
const JUSTIFY: Record<Justify, string | undefined> = {
  start: undefined,
  center: classes.justifyCenter,
  between: classes.justifyBetween,
  end: classes.justifyEnd,
};
const ALIGN: Record<Align, string | undefined> = {
  start: classes.alignStart,
  center: classes.alignCenter,
  end: classes.alignEnd,
  stretch: classes.alignStretch,
  baseline: classes.alignBaseline,
};

/**
 * The one element Row and Column write (flex.module.css): a row or a column of items, `md` apart
 * unless `gap` says otherwise; a `ul` or `ol` loses its markers and indent. Call Row or Column.
 */
export function FlexBox({
  direction,
  nowrap,
  as: Tag = 'div',
  gap,
  justify,
  align,
  className,
  ...rest
}: FlexProps & { direction: 'row' | 'column'; nowrap?: boolean }) {
  const bare = Tag === 'ul' || Tag === 'ol';
  // `md` is the look's own gap: no class for it.
  const spaced = gap !== undefined && gap !== 'md' && GAP_CLASSES[gap];
  const classNames = [classes[direction], bare && classes.bare, spaced];
  const placed = [justify && JUSTIFY[justify], align && ALIGN[align], nowrap && classes.nowrap];
  return <Tag className={clsx(classNames, placed, className)} {...rest} />;
}
