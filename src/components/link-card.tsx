import { Card, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-card.module.css';

export interface LinkCardProps {
  to: string;
  /** Fixed height in pixels; without it the card is as tall as its content. */
  height?: number;
  /** Inner spacing (Mantine size); Mantine's card default without it. */
  padding?: MantineSpacing;
  /** A CSS background (a region's or an achievement's colours); until then Mantine's card colour. */
  background?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A card that is a real link (keyboard, middle-click and "open in new tab" work) over a background,
 * with a dark veil that keeps white text readable on every background.
 */
export function LinkCard({ to, height, padding, background, children, ...rest }: LinkCardProps) {
  return (
    <Card
      component={Link}
      to={to}
      h={height}
      padding={padding}
      radius="md"
      withBorder
      className={classes.card}
      style={background ? { background } : undefined}
      {...rest}
    >
      <span className={classes.veil} />
      <div className={classes.content}>{children}</div>
    </Card>
  );
}
