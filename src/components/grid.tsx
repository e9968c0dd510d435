import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { GAP_CLASSES, type Gap } from './flex';
import classes from './grid.module.css';

const TWO_FROM = { xs: classes.twoFromXs, sm: classes.twoFromSm, md: classes.twoFromMd };

/** Where a grid takes two columns (a theme breakpoint), three from `lg` on, and its gap. */
type GridLayout = { twoFrom?: keyof typeof TWO_FROM; threeFromLg?: boolean; gap?: Gap };

/**
 * Equal columns (Mantine's SimpleGrid look; docs/ARCHITECTURE.md "Looks"): one on phones, two
 * from `twoFrom`'s breakpoint on, three from `lg` with `threeFromLg`; `gap` as a row's.
 */
export function Grid({
  as: Tag = 'div',
  twoFrom,
  threeFromLg,
  gap,
  className,
  ...rest
}: { as?: 'div' | 'ul' | 'section' } & GridLayout & HTMLAttributes<HTMLElement>) {
  const columns = [twoFrom && TWO_FROM[twoFrom], threeFromLg && classes.threeFromLg];
  const spaced = gap !== undefined && GAP_CLASSES[gap];
  return <Tag className={clsx(classes.grid, columns, spaced, className)} {...rest} />;
}
