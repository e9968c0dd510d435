import clsx from 'clsx';
import type { ReactNode } from 'react';
import ui from './plain.module.css';

/** A heading level (Mantine's `TitleOrder` without 6, which no page uses). */
export type HeadingOrder = 1 | 2 | 3 | 4 | 5;

/** A heading's look, when it differs from its level's (Mantine's `size="h3"`). */
export type HeadingLook = 'h1' | 'h2' | 'h3' | 'h4' | 'h5';

const LOOKS: Record<HeadingLook, string | undefined> = {
  h1: ui.h1,
  h2: ui.h2,
  h3: ui.h3,
  h4: ui.h4,
  h5: ui.h5,
};

/**
 * A heading of its level with the look of Mantine's Title as a class (docs/start-up.md "Plain
 * markup"): no style attribute; the room under it comes from `className`.
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
    <Tag id={id} className={clsx(LOOKS[look ?? `h${order}`], className)}>
      {children}
    </Tag>
  );
}
