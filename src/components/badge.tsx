import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './badge.module.css';

/**
 * A short label in a pill (Mantine's Badge look; docs/ARCHITECTURE.md "Looks"): its words in a
 * span of their own, cut with an ellipsis when the pill is too narrow.
 */
export function Badge({
  size = 'md',
  tone,
  caps,
  className,
  labelClassName,
  children,
}: {
  size?: 'sm' | 'md' | 'lg';
  /** Mantine's light cyan; without it the colours come from `className`. */
  tone?: 'lightCyan';
  caps?: boolean;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        classes.badge,
        size !== 'md' && classes[size],
        tone && classes[tone],
        caps && classes.caps,
        className,
      )}
    >
      <span className={clsx(classes.label, labelClassName)}>{children}</span>
    </span>
  );
}
