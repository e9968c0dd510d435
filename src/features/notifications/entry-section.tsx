import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const plainList = { listStyle: 'none', padding: 0, margin: 0 };

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
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" aria-label={title} style={plainList}>
          {entries}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
