import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Select, Switch } from '@mantine/core';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { useId } from 'react';
import type { PlanCollection } from '@/lib/planner/collections';
import type { PlanGrouping, PlanView } from '@/lib/planner/scope';
import classes from './planner-controls.module.css';
import { Column } from '@/components/column';
import { Row } from '@/components/row';
import space from '@/components/spacing.module.css';

const GROUPINGS: { value: PlanGrouping; label: MessageDescriptor }[] = [
  { value: 'region', label: msg`Region → hole → bait` },
  { value: 'bait', label: msg`Bait first` },
  { value: 'hole', label: msg`Hole first` },
];

/** The select's value for a link's several collections (`?in=`); no collection key is this. */
const LINKED = ' linked';

const scopeValue = (view: PlanView) =>
  view.scope.kind === 'collection'
    ? view.scope.key
    : view.scope.kind === 'collections'
      ? LINKED
      : view.scope.kind;

/**
 * Which collections to plan for, how to group what bites now, and — once the player entered their
 * fishing power — whether fish above it stay in (`leftOut`: how many it leaves out).
 */
export function PlannerControls({
  view,
  onChange,
  collections,
  power,
  leftOut,
}: {
  view: PlanView;
  onChange: (change: Partial<PlanView>) => void;
  collections: readonly PlanCollection[];
  power: number | undefined;
  leftOut: number;
}) {
  const groupingLabel = useId();
  const { t } = useLingui();
  const data = [
    {
      group: t`Several`,
      items: [
        { value: 'regions', label: t`All regional collections` },
        { value: 'pinned', label: t`Pinned regions only` },
        ...(view.scope.kind === 'collections'
          ? [
              {
                value: LINKED,
                label: t({
                  message: plural(view.scope.keys.length, {
                    one: 'The # collection of the link',
                    other: 'The # collections of the link',
                  }),
                }),
              },
            ]
          : []),
      ],
    },
    {
      group: t`One collection`,
      items: collections.map((collection) => ({ value: collection.key, label: collection.name })),
    },
  ];
  return (
    // The labels on one line and the controls on the next (`align="start"`, labels alike).
    <Row align="start" gap="lg" className={space.mbMd}>
      <Select
        label={t`Plan for`}
        data={data}
        value={scopeValue(view)}
        allowDeselect={false}
        // Mantine keeps a closed dropdown's options mounted: the page's live render drew all of
        // them (a third of its renders); they mount when it opens.
        comboboxProps={{ keepMounted: false }}
        labelProps={{ className: classes.label }}
        w={280}
        maw="100%"
        onChange={(value) =>
          value !== LINKED &&
          onChange({
            scope:
              value === 'regions' || value === 'pinned'
                ? { kind: value }
                : { kind: 'collection', key: value ?? '' },
          })
        }
      />
      <Column gap={4} className={classes.control}>
        <p id={groupingLabel} className={classes.label}>
          <Trans>Group what bites now by</Trans>
        </p>
        <SegmentedControl
          classNames={{ root: classes.segmented, label: classes.groupingLabel }}
          aria-labelledby={groupingLabel}
          data={GROUPINGS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={view.grouping}
          onChange={(value) => onChange({ grouping: value as PlanGrouping })}
        />
      </Column>
      {power !== undefined && (
        <Switch
          label={t`Include fish above my fishing power (${power})`}
          description={
            view.includeAbovePower
              ? t`Fish above it are marked.`
              : t({
                  message: plural(leftOut, {
                    one: '# fish above it left out',
                    other: '# fish above it left out',
                  }),
                })
          }
          checked={view.includeAbovePower}
          onChange={(event) => onChange({ includeAbovePower: event.currentTarget.checked })}
        />
      )}
    </Row>
  );
}
