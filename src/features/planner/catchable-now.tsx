import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { PlanFish, PlanGroup } from '@/lib/planner';
import { PlanFishList } from './plan-fish-list';
import { PlanWaypoints } from './plan-waypoints';

/** The leaf groups under a group, labelled with their path ("Lake · Freshwater Minnow bait"). */
function leaves(
  group: PlanGroup,
  path: string[] = [],
): { id: string; label: string; group: PlanGroup }[] {
  if (group.children.length === 0) return [{ id: group.id, label: path.join(' · '), group }];
  return group.children.flatMap((child) => leaves(child, [...path, child.label]));
}

function GroupBody({ group, onMark }: { group: PlanGroup; onMark?: (fish: PlanFish) => void }) {
  return (
    <Stack gap="xs">
      {leaves(group).map((leaf) => (
        <div key={leaf.id}>
          {leaf.label && (
            <Text size="sm" fw={700}>
              {leaf.label}{' '}
              <Text span c="dimmed" size="xs">
                ({leaf.group.count})
              </Text>
            </Text>
          )}
          <PlanFishList fish={leaf.group.fish} onMark={onMark} />
        </div>
      ))}
    </Stack>
  );
}

/** One top-level group: a region (with its fishing power and waypoints), a bait or a hole. */
function TopGroup({ group, onMark }: { group: PlanGroup; onMark?: (fish: PlanFish) => void }) {
  const headingId = useId();
  const { collection } = group;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <div>
          <Title order={4} id={headingId}>
            {group.label}{' '}
            <Badge variant="light" tt="none">
              {group.count} fish
            </Badge>
          </Title>
          {collection && (
            <Text size="sm" c="dimmed">
              Fishing power {collection.fishingPower}
            </Text>
          )}
        </div>
        {collection && <PlanWaypoints groups={collection.waypoints} />}
      </Group>
      <GroupBody group={group} onMark={onMark} />
    </Paper>
  );
}

/** The uncaught fish that bite now, grouped. */
export function CatchableNow({
  groups,
  onMark,
}: {
  groups: readonly PlanGroup[];
  onMark?: (fish: PlanFish) => void;
}) {
  if (groups.length === 0) {
    return (
      <Text c="dimmed">Nothing in this scope bites right now — see what comes next below.</Text>
    );
  }
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <TopGroup key={group.id} group={group} onMark={onMark} />
      ))}
    </Stack>
  );
}
