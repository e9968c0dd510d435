import { Title, type MantineSpacing, type TitleOrder, type TitleSize } from '@mantine/core';
import { useId, type ReactNode } from 'react';

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
  order?: TitleOrder;
  /** The heading's look, when it differs from its level's. */
  size?: TitleSize;
  /** The room under the heading. */
  titleGap?: MantineSpacing;
  /** The heading's id, for an element in the section that it names too (a list). */
  headingId?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section aria-labelledby={id}>
      <Title order={order} size={size} id={id} mb={titleGap}>
        {title}
      </Title>
      {children}
    </section>
  );
}
