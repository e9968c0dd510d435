import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { flexClasses, nowrapClass, type Align, type FlexTag, type Gap, type Justify } from './flex';

/**
 * Items side by side that wrap, centred across (Mantine's Group look; docs/ARCHITECTURE.md
 * "Looks"). A `ul` or `ol` loses its markers.
 */
export function Row({
  as: Tag = 'div',
  gap,
  justify,
  align,
  nowrap,
  className,
  ...rest
}: {
  as?: FlexTag;
  gap?: Gap;
  justify?: Justify;
  align?: Align;
  /** Keep the items on one line. */
  nowrap?: boolean;
} & HTMLAttributes<HTMLElement>) {
  return (
    <Tag
      className={clsx(
        flexClasses('row', Tag, { gap, justify, align }),
        nowrap && nowrapClass,
        className,
      )}
      {...rest}
    />
  );
}
