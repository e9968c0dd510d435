import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { GAP_CLASSES, type Gap } from './flex';
import classes from './grid.module.css';

const TWO_FROM = { xs: classes.twoFromXs, sm: classes.twoFromSm, md: classes.twoFromMd };

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
}: {
  as?: 'div' | 'ul' | 'section';
  twoFrom?: keyof typeof TWO_FROM;
  threeFromLg?: boolean;
  gap?: Gap;
} & HTMLAttributes<HTMLElement>) {
  return (
    <Tag
      className={clsx(
        classes.grid,
        twoFrom && TWO_FROM[twoFrom],
        threeFromLg && classes.threeFromLg,
        gap !== undefined && GAP_CLASSES[gap],
        className,
      )}
      {...rest}
    />
  );
}
