import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import classes from './card.module.css';

/** A bordered panel (Mantine's Paper `withBorder` look; docs/ARCHITECTURE.md "Looks"). */
export function Card({
  as: Tag = 'div',
  padding,
  className,
  ...rest
}: {
  as?: 'div' | 'section' | 'li' | 'article';
  padding?: 'xs' | 'sm' | 'md' | 'lg';
} & HTMLAttributes<HTMLElement>) {
  return <Tag className={clsx(classes.card, padding && classes[padding], className)} {...rest} />;
}
