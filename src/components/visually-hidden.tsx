import type { HTMLAttributes } from 'react';
import classes from './visually-hidden.module.css';

/** Words for screen readers that the page does not show (a status, a field's context). */
export function VisuallyHidden({
  as: Tag = 'span',
  ...rest
}: { as?: 'span' | 'div' } & Omit<HTMLAttributes<HTMLElement>, 'className'>) {
  return <Tag className={classes.hidden} {...rest} />;
}
