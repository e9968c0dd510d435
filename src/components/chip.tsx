import clsx from 'clsx';
import type { LiHTMLAttributes } from 'react';
import { FlexBox } from './flex';
import classes from './chip.module.css';

/**
 * A small bordered item of a list, its parts on one line 6 px apart (a fish in the planner's
 * groups and a session's stops; docs/ARCHITECTURE.md "Looks"). Its list is a `Row as="ul"`.
 */
export function Chip({ className, ...rest }: LiHTMLAttributes<HTMLLIElement>) {
  return (
    <FlexBox
      as="li"
      direction="row"
      nowrap
      gap={6}
      className={clsx(classes.chip, className)}
      {...rest}
    />
  );
}
