import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLook, type HeadingOrder } from './heading';
import { spaceBelow, type Space } from './space-below';

/** A part of a page under its heading; the heading names the part for assistive technology. */
export function TitledSection({
  title,
  order = 2,
  size,
  titleGap = 'xs',
  headingId,
  children,
}: {
  title: ReactNode;
  order?: HeadingOrder;
  /** The heading's look, when it differs from its level's. */
  size?: HeadingLook;
  /** The room under the heading. */
  titleGap?: Space;
  /** The heading's id, for an element in the section that it names too (a list). */
  headingId?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id}>
      <Heading order={order} look={size} id={id} className={spaceBelow[titleGap]}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
