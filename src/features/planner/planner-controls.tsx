import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { useId } from 'react';
import type { PlanCollection, PlanGrouping, PlanView } from '@/lib/planner';
import classes from './planner.module.css';

const GROUPINGS: { value: PlanGrouping; label: string }[] = [
  { value: 'region', label: 'Region → hole → bait' },
  { value: 'bait', label: 'Bait first' },
  { value: 'hole', label: 'Hole first' },
];

const scopeValue = (view: PlanView) =>
  view.scope.kind === 'collection' ? view.scope.key : view.scope.kind;

/** Which collections to plan for, and how to group what bites now. */
export function PlannerControls({
  view,
  onChange,
  collections,
}: {
  view: PlanView;
  onChange: (change: Partial<PlanView>) => void;
  collections: readonly PlanCollection[];
}) {
  const groupingLabel = useId();
  const data = [
    {
      group: 'Several',
      items: [
        { value: 'regions', label: 'All regional collections' },
        { value: 'pinned', label: 'Pinned regions only' },
      ],
    },
    {
      group: 'One collection',
      items: collections.map((collection) => ({ value: collection.key, label: collection.name })),
    },
  ];
  return (
    <Group align="flex-end" gap="lg" mb="md" wrap="wrap">
      <Select
        label="Plan for"
        data={data}
        value={scopeValue(view)}
        allowDeselect={false}
        w={280}
        maw="100%"
        onChange={(value) =>
          onChange({
            scope:
              value === 'regions' || value === 'pinned'
                ? { kind: value }
                : { kind: 'collection', key: value ?? '' },
          })
        }
      />
      <div className={classes.grouping}>
        <Text size="sm" fw={500} id={groupingLabel} mb={4}>
          Group what bites now by
        </Text>
        <SegmentedControl
          classNames={{ root: classes.grouping, label: classes.groupingLabel }}
          aria-labelledby={groupingLabel}
          data={GROUPINGS}
          value={view.grouping}
          onChange={(value) => onChange({ grouping: value as PlanGrouping })}
        />
      </div>
    </Group>
  );
}
