import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import type { WaypointGroup } from '@/lib/catalog/asset-schemas';
import { CopyLinkButton } from '@/components';
import classes from './region-page.module.css';

/** A map's list height before it first renders (measured at 1280 px: 20 px + 64 px per link). */
const estimatedHeight = (group: WaypointGroup) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
  `auto ${20 + 64 * group.links.length}px`;

/** Recommended waypoints by map; each chat link copies to the clipboard. */
export const RecommendedWaypoints = memo(function RecommendedWaypoints({
  groups,
}: {
  groups: readonly WaypointGroup[];
}) {
  const headingId = useId();
  const { t } = useLingui();
  if (groups.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Title order={2} size="h4" id={headingId} mb="xs">
        <Trans>Recommended waypoints</Trans>
      </Title>
      <Stack gap="sm">
        {groups.map((group) => (
          <div
            key={group.name}
            className={classes.waypointGroup}
            style={{ containIntrinsicSize: estimatedHeight(group) }}
          >
            <Title order={3} size="h6" mb={4}>
              {group.name}
            </Title>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {group.links.map((link) => {
                const name = link.name ?? t`Unnamed waypoint`;
                return (
                  <li key={`${link.title}${link.inGameLink}`}>
                    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                      <div>
                        <Text size="sm" fw={700}>
                          {link.title}
                        </Text>
                        <Text size="sm">
                          {name}{' '}
                          <Text span c="dimmed" ff="monospace" size="xs">
                            {link.inGameLink}
                          </Text>
                        </Text>
                        {link.details && (
                          <Text size="xs" c="dimmed">
                            {link.details}
                          </Text>
                        )}
                      </div>
                      <div>
                        <CopyLinkButton
                          value={link.inGameLink}
                          subject={`${name} (${link.title})`}
                        />
                      </div>
                    </Group>
                  </li>
                );
              })}
            </Stack>
          </div>
        ))}
      </Stack>
    </Paper>
  );
});
