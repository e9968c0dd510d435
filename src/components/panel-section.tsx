import { useId, type ReactNode } from 'react';
import { Column } from './column';
import type { Gap } from './flex';
import { Heading } from './heading';
import { Text } from './text';

/**
 * A section of a settings panel: its heading (a level 3, naming the section for assistive
 * technology), an optional quiet introduction, then its parts one under another.
 */
export function PanelSection({
  title,
  intro,
  gap = 'xs',
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  gap?: Gap;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Column gap={gap} as="section" aria-labelledby={headingId}>
      <Heading order={3} id={headingId}>
        {title}
      </Heading>
      {intro && (
        <Text size="sm" tone="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Column>
  );
}
