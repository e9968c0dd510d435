import { useLingui } from '@lingui/react/macro';
import { Box, Group, List, Text } from '@mantine/core';
import { CopyLinkButton } from '@/components';
import type { WaypointGroup } from '@/lib/catalog/asset-schemas';

/** A collection's recommended waypoints, compact: name, purpose and a copy button each. */
export function PlanWaypoints({
  groups,
  max = 3,
}: {
  groups: readonly WaypointGroup[];
  max?: number;
}) {
  const links = groups.flatMap((group) =>
    group.links.map((link) => ({ ...link, map: group.name })),
  );
  const { t } = useLingui();
  if (links.length === 0) return null;
  return (
    <List size="sm" spacing={4} listStyleType="none" aria-label={t`Recommended waypoints`}>
      {links.slice(0, max).map((link) => {
        const name = link.name ?? t`Unnamed waypoint`;
        return (
          <List.Item key={`${link.map}${link.inGameLink}${link.title}`}>
            {/* The button keeps its label whole; the name sits beside it while it has room
                (12rem), under it on a phone. */}
            <Group gap="xs" align="flex-start" style={{ rowGap: 2 }}>
              <Box flex="none">
                <CopyLinkButton value={link.inGameLink} subject={`${name} (${link.map})`} />
              </Box>
              <Text size="sm" flex="1 1 12rem">
                {name}{' '}
                <Text span c="dimmed" size="xs">
                  ({link.map}: {link.title})
                </Text>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
