import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import classes from './card.module.css';

/** A card's inner spacing, at the theme's spacing. */
export type CardPadding = 'sm' | 'md';

/** How a card looks: its padding, and `filled` for Mantine's Card fill (a panel on the page). */
export interface CardLook {
  padding?: CardPadding;
  filled?: boolean;
}

/** The classes of a card's look, for an element that is not a Card (a link, a list item). */
export function cardClasses({ padding, filled }: CardLook) {
  return clsx(classes.card, padding && classes[padding], filled && classes.filled);
}

/** A bordered panel (Mantine's Paper `withBorder` look; docs/ARCHITECTURE.md "Looks"). */
export function Card({
  as: Tag = 'div',
  padding,
  filled,
  className,
  ...rest
}: { as?: 'div' | 'section' | 'li' | 'article' } & CardLook & HTMLAttributes<HTMLElement>) {
  return <Tag className={clsx(cardClasses({ padding, filled }), className)} {...rest} />;
}
