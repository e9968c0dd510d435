import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { flexClasses, type Align, type FlexTag, type Gap, type Justify } from './flex';

/**
 * Items one under another, stretched across (Mantine's Stack look; docs/ARCHITECTURE.md
 * "Looks"). A `ul` or `ol` loses its markers.
 */
export function Column({
  as: Tag = 'div',
  gap,
  justify,
  align,
  className,
  ...rest
}: {
  as?: FlexTag;
  gap?: Gap;
  justify?: Justify;
  align?: Align;
} & HTMLAttributes<HTMLElement>) {
  return (
    <Tag
      className={clsx(flexClasses('column', Tag, { gap, justify, align }), className)}
      {...rest}
    />
  );
}
