import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from '@mantine/core';
import { useState } from 'react';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import type { PlanGroup } from '@/lib/planner/plan';
import { PlanFishList } from './plan-fish-list';
import { PlanWaypoints } from './plan-waypoints';
import classes from './planner.module.css';
import { Badge } from '@/components/badge';
import { Text } from '@/components/text';

/** The leaf groups under a group, labelled with their path ("Lake · Freshwater Minnow bait"). */
function leaves(
  group: PlanGroup,
  path: string[] = [],
): { id: string; label: string; group: PlanGroup }[] {
  if (group.children.length === 0) return [{ id: group.id, label: path.join(' · '), group }];
  return group.children.flatMap((child) => leaves(child, [...path, child.label]));
}

function GroupBody({ group }: { group: PlanGroup }) {
  return (
    <div className={classes.leaves}>
      {leaves(group).map((leaf) => (
        <div key={leaf.id}>
          {leaf.label && (
            <Text size="sm" weight={700}>
              {leaf.label}{' '}
              <Text as="span" size="xs" tone="dimmed">
                ({leaf.group.count})
              </Text>
            </Text>
          )}
          <PlanFishList fish={leaf.group.fish} />
        </div>
      ))}
    </div>
  );
}

/** The heading line of a top-level group: name, count and (for a region) its fishing power. */
function GroupTitle({ group }: { group: PlanGroup }) {
  const { t } = useLingui();
  const count = group.count;
  const fishingPower = group.collection?.fishingPower;
  return (
    <span className={classes.groupTitle}>
      {/* The spaces keep the words apart in the control's name (a flex row does not draw them). */}
      <Text as="span" weight={700}>
        {group.label}
      </Text>{' '}
      <Badge tone="lightCyan" className={classes.count}>
        {t({ message: plural(count, { one: '# fish', other: '# fish' }) })}
      </Badge>{' '}
      {fishingPower !== undefined && (
        <>
          <Text as="span" size="sm" tone="dimmed">
            <Trans>Fishing power {fishingPower}</Trans>
          </Text>{' '}
          <HolePowerNote needs={fishingPower} />
        </>
      )}
    </span>
  );
}

/**
 * The uncaught fish that bite now, grouped: one accordion item per region (or bait, or hole).
 * With more than three groups only the first starts open, and closed groups render nothing, so a
 * dawn with 260 fish biting stays a short, scannable page.
 */
export function CatchableNow({ groups }: { groups: readonly PlanGroup[] }) {
  const [open, setOpen] = useState<string[] | undefined>();
  if (groups.length === 0) {
    return (
      <Text tone="dimmed">
        <Trans>Nothing in this scope bites right now — see what comes next below.</Trans>
      </Text>
    );
  }
  const value = open ?? groups.slice(0, groups.length > 3 ? 1 : 3).map((group) => group.id);
  return (
    <Accordion multiple value={value} onChange={setOpen} variant="separated" chevronPosition="left">
      {groups.map((group) => (
        <Accordion.Item key={group.id} value={group.id}>
          <Accordion.Control>
            <GroupTitle group={group} />
          </Accordion.Control>
          <Accordion.Panel>
            {value.includes(group.id) && (
              <div className={classes.groupBody}>
                {group.collection && <PlanWaypoints groups={group.collection.waypoints} />}
                <GroupBody group={group} />
              </div>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
