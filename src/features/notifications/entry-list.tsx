import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const plainList = { listStyle: 'none', padding: 0, margin: 0 };

/** The player's entries (one `<li>` each) as a list named `label`, or `empty` when there are none. */
export function EntryList({
  label,
  empty,
  children,
}: {
  label: string;
  empty: ReactNode;
  children: readonly ReactNode[];
}) {
  if (children.length === 0) return <Text size="sm">{empty}</Text>;
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={plainList}>
      {children}
    </Stack>
  );
}
