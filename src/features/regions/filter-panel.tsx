import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Switch } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import type { TimeOfDay } from '@/lib/catalog/catalog-enums';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { useGameWords } from '@/data/game-words/game-words-store';
import { timeLabel } from '@/lib/game-words/game-word-labels';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import { timeExplanation } from '@/lib/catalog/fish-descriptions';
import {
  countMatches,
  fishValues,
  type CurrentTimeOfDay,
  type FilterableFish,
} from '@/lib/filters/matching';
import { TIME_FILTER_VALUES, type FilterGroup, type FilterMode } from '@/lib/filters/filter-state';
import { FilterButton } from './filter-button';
import { filterLabel } from './filter-labels';
import classes from './filter-button.module.css';
import panel from './filter-panel.module.css';
import page from './region-page.module.css';
import { useDeferredFilters, useFilterActions, useFilters } from './filter-store';
import { timeVariants, TimeVariants, useRenderTimes, useTimeVariants } from './time-variants';
import { Text } from '@/components/text';
import { Card } from '@/components/card';
import { Row } from '@/components/row';
import { Heading } from '@/components/heading';
import { Column } from '@/components/column';

const TITLES: Record<FilterGroup, MessageDescriptor> = {
  time: msg`Time of day`,
  bait: msg`Bait`,
  hole: msg`Fishing hole`,
};

/** Said under a group's title when every fish of the region takes any bait or hole (Janthir). */
const NO_CHOICE: Record<FilterGroup, MessageDescriptor | undefined> = {
  time: undefined,
  bait: msg`Every fish here takes any bait.`,
  hole: msg`Every fish here bites in any fishing hole.`,
};

export interface FilterPanelProps {
  fish: readonly FilterableFish[];
  canthan: boolean;
}

/** The values a group offers: those the region's fish use (not ANY), sorted by label. */
function fishGroupValues(
  group: FilterGroup,
  fish: readonly FilterableFish[],
  words: GameWordsLookup,
): string[] {
  if (group === 'time') return [...TIME_FILTER_VALUES];
  const values = new Set<string>();
  fish.forEach((f) => fishValues(f, group).forEach((v) => v !== 'ANY' && values.add(v)));
  return sortByLabel(group, [...values], words);
}

function sortByLabel(group: FilterGroup, values: string[], words: GameWordsLookup) {
  return values.sort((a, b) =>
    filterLabel(group, a, words).localeCompare(filterLabel(group, b, words)),
  );
}

const GroupTitle = memo(function GroupTitle({ id, group }: { id: string; group: FilterGroup }) {
  const { t } = useLingui();
  return (
    <Heading order={3} look="h6" id={id} className={page.minorHeading}>
      {t(TITLES[group])}
    </Heading>
  );
});

/**
 * One group's buttons (plain elements). A click re-renders the clicked button at once; the
 * counts follow in the next frame (deferred filters).
 */
function FilterGroupButtons({ group, fish, canthan }: FilterPanelProps & { group: FilterGroup }) {
  const titleId = useId();
  const selection: Partial<Record<string, FilterMode>> = useFilters((f) => f[group]);
  const countFilters = useDeferredFilters();
  const { cycle } = useFilterActions();
  const times = useRenderTimes(canthan);
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const noChoice = NO_CHOICE[group];
  const fishValueList = useMemo(() => fishGroupValues(group, fish, words), [group, fish, words]);
  // A selected value no fish of the region has (from a shared link) still gets its button.
  const extra = Object.keys(selection)
    .filter((v) => !fishValueList.includes(v))
    .sort()
    .join(' ');
  const values = useMemo(
    () =>
      extra ? sortByLabel(group, [...fishValueList, ...extra.split(' ')], words) : fishValueList,
    [group, fishValueList, extra, words],
  );
  // The live time's counts; before the code knows the time, each paint time's too.
  const counts = useMemo(
    () => times.map((time) => countMatches(fish, countFilters, time, group, values)),
    [fish, countFilters, times, group, values],
  );
  const paintCounts = (value: string) => {
    const variants = timeVariants(
      times,
      counts.map((byValue) => byValue[value] ?? 0),
    );
    return variants.length > 1 ? variants : undefined;
  };
  return (
    <div role="group" aria-labelledby={titleId}>
      <GroupTitle id={titleId} group={group} />
      {values.length === 0 && noChoice && (
        <Text size="xs" tone="dimmed">
          {t(noChoice)}
        </Text>
      )}
      <div className={classes.list}>
        {values.map((value) => (
          <FilterButton
            key={value}
            group={group}
            value={value}
            label={filterLabel(group, value, words, i18n)}
            mode={selection[value]}
            count={counts[0]![value] ?? 0}
            paintCounts={paintCounts(value)}
            explanation={
              group === 'time' ? timeExplanation(value as TimeOfDay, i18n, words) : undefined
            }
            onCycle={cycle}
          />
        ))}
      </div>
    </div>
  );
}

function AutoSwitch({ canthan }: Pick<FilterPanelProps, 'canthan'>) {
  const descriptionId = useId();
  const auto = useFilters((f) => f.auto);
  const { setAuto } = useFilterActions();
  const { t } = useLingui();
  return (
    <div>
      <Switch
        label={t`Auto filter`}
        checked={auto}
        onChange={(event) => setAuto(event.currentTarget.checked)}
        aria-describedby={descriptionId}
      />
      <AutoDescription id={descriptionId} canthan={canthan} />
    </div>
  );
}

/** Follows the filters a frame after a click (like the counts): no work in the click's frame. */
function AutoDescription({ id, canthan }: { id: string; canthan: boolean }) {
  const auto = useDeferredFilters((f) => f.auto);
  const timeSelected = useDeferredFilters((f) => Object.keys(f.time).length > 0);
  const { i18n } = useLingui();
  const words = useGameWords();
  const descriptions = useTimeVariants(canthan, (now) =>
    autoDescription(auto, timeSelected, now, i18n, words),
  );
  return (
    <Text size="xs" tone="dimmed" id={id} className={panel.autoDescription}>
      <TimeVariants variants={descriptions}>{(description) => description}</TimeVariants>
    </Text>
  );
}

function ClearButton() {
  const { clear } = useFilterActions();
  const anySelected = useDeferredFilters(
    (f) => Object.keys(f.time).length + Object.keys(f.bait).length + Object.keys(f.hole).length > 0,
  );
  return (
    <Button size="compact-sm" variant="subtle" onClick={clear} disabled={!anySelected}>
      <Trans>Clear filters</Trans>
    </Button>
  );
}

/** Time, bait and hole filters with their counts, the auto filter switch and a reset. */
export const FilterPanel = memo(function FilterPanel(props: FilterPanelProps) {
  const headingId = useId();
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <Row justify="between" className={panel.header}>
        <Heading order={2} look="h4" id={headingId}>
          <Trans>Filters</Trans>
        </Heading>
        <ClearButton />
      </Row>
      <Column gap="sm">
        <AutoSwitch canthan={props.canthan} />
        <FilterGroupButtons group="time" {...props} />
        <FilterGroupButtons group="bait" {...props} />
        <FilterGroupButtons group="hole" {...props} />
        <Text size="xs" tone="dimmed">
          <Trans>
            Click a button once to include (blue), twice for exact matches only (green, *starred*),
            a third time to clear. Numbers: fish each button would show.
          </Trans>
        </Text>
        <FirstScreenEnd />
      </Column>
    </Card>
  );
});

function autoDescription(
  auto: boolean,
  timeSelected: boolean,
  now: CurrentTimeOfDay,
  i18n: I18n,
  words: GameWordsLookup,
): string {
  if (!auto) return i18n._(msg`Off: every time of day shows.`);
  if (timeSelected) return i18n._(msg`Paused while a time of day is selected.`);
  // The time of day is the game's word (issue 30 item 3), not ours.
  const timeOfDay = timeLabel(words, now, i18n);
  if (now === 'TWILIGHT') {
    return i18n._(msg`Now ${timeOfDay}: every fish can bite, none is hidden.`);
  }
  return i18n._(msg`Now ${timeOfDay}: showing fish that bite now.`);
}
