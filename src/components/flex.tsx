import clsx from 'clsx';
import classes from './flex.module.css';

/** Room between a row's or column's items: the theme's spacing, or a few pixels. */
export type Gap = 0 | 2 | 4 | 6 | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Justify = 'start' | 'center' | 'between' | 'end';
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
/** The elements a row or column is written as. */
export type FlexTag = 'div' | 'ul' | 'ol' | 'li' | 'section' | 'header' | 'footer' | 'nav' | 'span';

const GAPS: Record<Gap, string | undefined> = {
  0: classes.gap0,
  2: classes.gap2,
  4: classes.gap4,
  6: classes.gap6,
  xs: classes.gapXs,
  sm: classes.gapSm,
  md: undefined,
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

/** The classes of a row or column (flex.module.css); a list loses its markers and indent. */
export function flexClasses(
  direction: 'row' | 'column',
  tag: FlexTag,
  { gap = 'md', justify, align }: { gap?: Gap; justify?: Justify; align?: Align },
) {
  return clsx(
    classes[direction],
    (tag === 'ul' || tag === 'ol') && classes.bare,
    GAPS[gap],
    justify && JUSTIFY[justify],
    align && ALIGN[align],
  );
}

export const nowrapClass = classes.nowrap;
