import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './heading.module.css';

/** A heading level. */
export type HeadingOrder = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading's look, when it differs from its level's (Mantine's `size="h3"`). */
export type HeadingLook = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * A heading of its level with the look of Mantine's Title (docs/ARCHITECTURE.md "Looks"): no
 * margin; the room around it comes from `className`.
 */
export function Heading({
  order,
  look,
  id,
  className,
  children,
}: {
  order: HeadingOrder;
  look?: HeadingLook;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${order}` as const;
  return (
    <Tag id={id} className={clsx(classes.title, classes[look ?? `h${order}`], className)}>
      {children}
    </Tag>
  );
}
