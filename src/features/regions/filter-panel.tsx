import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import { BAIT_LABELS, FISHING_HOLE_LABELS, TIME_OF_DAY_LABELS } from '@/data/catalog-enums';
import {
  countMatches,
  fishValues,
  TIME_FILTER_VALUES,
  type CurrentTimeOfDay,
  type FilterableFish,
  type FilterGroup,
  type RegionFilters,
} from '@/lib/filters';
import { FilterButton } from './filter-button';
import { TIME_EXPLANATIONS } from './fish-texts';

const LABELS: Record<FilterGroup, Record<string, string>> = {
  time: TIME_OF_DAY_LABELS,
  bait: BAIT_LABELS,
  hole: FISHING_HOLE_LABELS,
};

const TITLES: Record<FilterGroup, string> = {
  time: 'Time of day',
  bait: 'Bait',
  hole: 'Fishing hole',
};

export interface FilterPanelProps {
  fish: readonly FilterableFish[];
  filters: RegionFilters;
  now: CurrentTimeOfDay;
  onCycle: (group: FilterGroup, value: string) => void;
  onAutoChange: (auto: boolean) => void;
  onClear: () => void;
}

/** The values a group offers: those the region's fish use (not ANY), plus any selected one. */
function groupValues(group: FilterGroup, fish: readonly FilterableFish[], filters: RegionFilters) {
  if (group === 'time') return [...TIME_FILTER_VALUES];
  const values = new Set<string>(Object.keys(filters[group]));
  fish.forEach((f) => fishValues(f, group).forEach((v) => v !== 'ANY' && values.add(v)));
  return [...values].sort((a, b) => (LABELS[group][a] ?? a).localeCompare(LABELS[group][b] ?? b));
}

function FilterGroupButtons({
  group,
  fish,
  filters,
  now,
  onCycle,
}: Pick<FilterPanelProps, 'fish' | 'filters' | 'now' | 'onCycle'> & { group: FilterGroup }) {
  const titleId = useId();
  const values = useMemo(() => groupValues(group, fish, filters), [group, fish, filters]);
  const counts = useMemo(
    () => countMatches(fish, filters, now, group, values),
    [fish, filters, now, group, values],
  );
  const selection: Record<string, RegionFilters['bait'][keyof RegionFilters['bait']]> =
    filters[group];
  return (
    <div role="group" aria-labelledby={titleId}>
      <Title order={3} size="h6" id={titleId} mb={4}>
        {TITLES[group]}
      </Title>
      <Group gap={6}>
        {values.map((value) => (
          <FilterButton
            key={value}
            group={group}
            value={value}
            label={LABELS[group][value] ?? value}
            mode={selection[value]}
            count={counts[value] ?? 0}
            explanation={
              group === 'time'
                ? TIME_EXPLANATIONS[value as keyof typeof TIME_EXPLANATIONS]
                : undefined
            }
            onCycle={onCycle}
          />
        ))}
      </Group>
    </div>
  );
}

/** Time, bait and hole filters with their counts, the auto filter switch and a reset. */
export const FilterPanel = memo(function FilterPanel(props: FilterPanelProps) {
  const { filters, now, onAutoChange, onClear } = props;
  const headingId = useId();
  const autoId = useId();
  const timeSelected = Object.keys(filters.time).length > 0;
  const anySelected =
    timeSelected || Object.keys(filters.bait).length > 0 || Object.keys(filters.hole).length > 0;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          Filters
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={onClear} disabled={!anySelected}>
          Clear filters
        </Button>
      </Group>
      <Stack gap="sm">
        <div>
          <Switch
            label="Auto filter"
            checked={filters.auto}
            onChange={(event) => onAutoChange(event.currentTarget.checked)}
            aria-describedby={autoId}
          />
          <Text size="xs" c="dimmed" id={autoId} mt={2}>
            {autoDescription(filters.auto, timeSelected, now)}
          </Text>
        </div>
        <FilterGroupButtons group="time" {...props} />
        <FilterGroupButtons group="bait" {...props} />
        <FilterGroupButtons group="hole" {...props} />
        <Text size="xs" c="dimmed">
          Click a button once to include (blue), twice for exact matches only (green, *starred*), a
          third time to clear. Numbers: fish each button would show.
        </Text>
      </Stack>
    </Paper>
  );
});

function autoDescription(auto: boolean, timeSelected: boolean, now: CurrentTimeOfDay) {
  if (!auto) return 'Off: every time of day shows.';
  if (timeSelected) return 'Paused while a time of day is selected.';
  if (now === 'TWILIGHT') return 'Now Dusk / Dawn: every fish can bite, none is hidden.';
  return `Now ${TIME_OF_DAY_LABELS[now]}: showing fish that bite now.`;
}
