import type { ReactNode } from 'react';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import { Column } from '@/components/column';

/**
 * A settings section of the player's entries: its title (which also names the list), a line on
 * what they are, the entries (one `<li>` each) or `empty` when there are none, then `children`.
 */
export function EntrySection({
  title,
  intro,
  empty,
  entries,
  children,
}: {
  title: string;
  intro: ReactNode;
  empty: ReactNode;
  entries: readonly ReactNode[];
  children?: ReactNode;
}) {
  return (
    <Column gap="sm">
      <Heading order={3}>{title}</Heading>
      <Text size="sm" tone="dimmed">
        {intro}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Column as="ul" gap="xs" aria-label={title}>
          {entries}
        </Column>
      )}
      {children}
    </Column>
  );
}
