import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardClasses, type CardPadding } from './card';
import classes from './link-card.module.css';

export interface LinkCardProps {
  to: string;
  /** Fixed height in pixels; without it the card is as tall as its content. */
  height?: number;
  /** Inner spacing (a theme size); Mantine's card default without it. */
  padding?: CardPadding;
  /** A CSS background (a region's or an achievement's colours); until then Mantine's card colour. */
  background?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A card that is a real link (keyboard, middle-click and "open in new tab" work) over a background,
 * with a dark veil that keeps white text readable on every background: a filled `Card`'s look (no
 * focus ring, as Paper's `outline: 0`: the card lifts); only the card's own colours (and height)
 * are a `style`.
 */
export function LinkCard({
  to,
  height,
  padding = 'md',
  background,
  children,
  ...rest
}: LinkCardProps) {
  const own = background === undefined && height === undefined ? undefined : { background, height };
  return (
    <Link
      to={to}
      className={clsx(cardClasses({ padding, filled: true }), classes.link)}
      style={own}
      {...rest}
    >
      <span className={classes.veil} />
      <div className={classes.content}>{children}</div>
    </Link>
  );
}
