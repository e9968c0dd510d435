import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import { OnlyMissingSwitch } from '@/components';
import { memo, useCallback, useMemo } from 'react';
import type { ItemExtensions, Region } from '@/lib/catalog/asset-schemas';
import { ProgressRefreshNote } from '@/features/account';
import { MarkingPausedNote, useMarking, useProgress } from '@/features/progress';
import { matchesFilters } from '@/lib/filters';
import { roundCollectionName } from './completion-badges';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useDeferredFilters, useFilterActions, useFilters } from './filter-store';
import { FishViews } from './fish-views';
import { NewFishNote } from './new-fish-note';
import { useCurrentTimeOfDay } from './use-current-time-of-day';

export interface RegionFishSectionProps {
  region: Region;
  extensions: ItemExtensions;
}

/** Item ids of the region's fish the filters show now ("only missing" hides the `caught` ones). */
function useVisibleFish(region: Region, extensions: ItemExtensions, caught: ReadonlySet<number>) {
  const filters = useDeferredFilters();
  const now = useCurrentTimeOfDay(region.useCanthanTime);
  return useMemo(
    () =>
      new Set(
        region.fish
          .map((f) => f.itemId)
          .filter((id) => {
            if (filters.missing && caught.has(id)) return false;
            const details = extensions[String(id)];
            return !details || matchesFilters(details, filters, now);
          }),
      ),
    [region, extensions, filters, now, caught],
  );
}

/**
 * "Available now: 15 of 21", the fish shown of the region's; with "only missing", of the fish
 * still to catch ("13 of 19 missing"), so the numbers always describe the blocks on screen.
 */
function AvailableCount(
  props: RegionFishSectionProps & { acquired: ReadonlySet<number>; remaining: number },
) {
  const shown = useVisibleFish(props.region, props.extensions, props.acquired).size;
  const missing = useDeferredFilters((f) => f.missing);
  const { remaining } = props;
  const total = props.region.fish.length;
  return (
    <Text>
      {missing ? (
        <Trans>
          Available now: <strong>{shown}</strong> of {remaining} missing
        </Trans>
      ) : (
        <Trans>
          Available now: <strong>{shown}</strong> of {total}
        </Trans>
      )}
    </Text>
  );
}

/** "Show only missing", kept in the address with the filters (`?missing=1`). */
function RegionOnlyMissing() {
  const missing = useFilters((f) => f.missing);
  const { setMissing } = useFilterActions();
  return <OnlyMissingSwitch checked={missing} onChange={setMissing} />;
}

function FilteredGrid(
  props: RegionFishSectionProps & {
    acquired: ReadonlySet<number>;
    onToggle: (id: number) => void;
  },
) {
  const visible = useVisibleFish(props.region, props.extensions, props.acquired);
  const { t } = useLingui();
  const regionName = props.region.name;
  return (
    <FishViews
      label={t`Fish of ${regionName}`}
      fish={props.region.fish}
      extensions={props.extensions}
      visible={visible}
      acquired={props.acquired}
      onToggle={props.onToggle}
    />
  );
}

/**
 * The summary (available now, still to catch, completions) and the fish grid with marking. A
 * filter click re-renders only the count and the cells it shows or hides, in the frame after the
 * clicked button paints (deferred filters).
 */
export const RegionFishSection = memo(function RegionFishSection(props: RegionFishSectionProps) {
  const { region } = props;
  const { acquired, completion: completions, rounds } = useProgress();
  const completion = completions[region.key] ?? 0;
  const { toggle } = useMarking();
  const fishIds = useMemo(() => region.fish.map((f) => f.itemId), [region]);
  const remaining = fishIds.filter((id) => !acquired.has(id)).length;
  const onToggle = useCallback(
    (itemId: number) => toggle(region.key, itemId, fishIds),
    [toggle, region.key, fishIds],
  );
  const { t } = useLingui();
  const collecting = roundCollectionName(region, rounds[region.key], useGameWords());

  return (
    <Paper component="section" aria-label={t`Fish`} withBorder p="md" radius="md">
      <ProgressRefreshNote />
      <NewFishNote region={region} />
      <Group gap="lg" mb="sm" aria-live="polite" style={{ rowGap: 4 }}>
        <AvailableCount {...props} acquired={acquired} remaining={remaining} />
        <Text>
          <Trans>
            Still to catch: <strong>{remaining}</strong>
          </Trans>
        </Text>
        <Text>
          <Trans>
            Collecting: <strong>{collecting}</strong>
          </Trans>
        </Text>
        <Text>
          <Trans>
            Completed: <strong>{completion}</strong>{' '}
            <Plural value={completion} one="time" other="times" />
          </Trans>
        </Text>
      </Group>
      <RegionOnlyMissing />
      <MarkingPausedNote />
      <FilteredGrid {...props} acquired={acquired} onToggle={onToggle} />
    </Paper>
  );
});
