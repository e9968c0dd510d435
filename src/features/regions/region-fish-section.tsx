import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { OnlyMissingSwitch } from '@/components/only-missing-switch';
import { memo, useCallback, useMemo } from 'react';
import type { ItemExtensions, Region } from '@/lib/catalog/asset-schemas';
import { regionName as regionNameIn } from '@/lib/catalog/region-names';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { MarkingPausedNote, useMarking } from '@/features/progress/marking';
import { useProgress } from '@/features/progress/use-progress';
import { matchesFilters, type CurrentTimeOfDay } from '@/lib/filters/matching';
import type { RegionFilters } from '@/lib/filters/filter-state';
import { roundCollectionName } from './completion-badges';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useDeferredFilters, useFilterActions, useFilters } from './filter-store';
import { FishViews } from './fish-views';
import { NewFishNote } from './new-fish-note';
import classes from './region-page.module.css';
import { phaseNames, TimeVariants, useRenderTimes, useTimeVariants } from './time-variants';
import { Text } from '@/components/text';
import { Card } from '@/components/card';

export interface RegionFishSectionProps {
  region: Region;
  extensions: ItemExtensions;
}

/** Item ids of the region's fish the filters show at `now` ("only missing" hides the caught). */
function visibleFish(
  { region, extensions }: RegionFishSectionProps,
  caught: ReadonlySet<number>,
  filters: RegionFilters,
  now: CurrentTimeOfDay,
): ReadonlySet<number> {
  return new Set(
    region.fish
      .map((f) => f.itemId)
      .filter((id) => {
        if (filters.missing && caught.has(id)) return false;
        const details = extensions[String(id)];
        return !details || matchesFilters(details, filters, now);
      }),
  );
}

/**
 * The fish the filters show now; before the code knows the time, those of the build's time (all
 * that pass the other filters) and, for each, the phases in which the auto filter hides it.
 */
function useVisibleFish(props: RegionFishSectionProps, caught: ReadonlySet<number>) {
  const filters = useDeferredFilters();
  const times = useRenderTimes(props.region.useCanthanTime);
  const { region, extensions } = props;
  return useMemo(() => {
    const [first, ...others] = times.map((time) => ({
      time,
      shown: visibleFish({ region, extensions }, caught, filters, time),
    }));
    const hideAt = new Map<number, string>();
    for (const id of first!.shown) {
      const off = others.filter(({ shown }) => !shown.has(id)).map(({ time }) => time);
      if (off.length > 0) hideAt.set(id, phaseNames(off));
    }
    return { visible: first!.shown, hideAt };
  }, [region, extensions, filters, times, caught]);
}

/**
 * "Available now: 15 of 21", the fish shown of the region's; with "only missing", of the fish
 * still to catch ("13 of 19 missing"), so the numbers always describe the blocks on screen.
 */
function AvailableCount(
  props: RegionFishSectionProps & { acquired: ReadonlySet<number>; remaining: number },
) {
  const filters = useDeferredFilters();
  const shownByTime = useTimeVariants(
    props.region.useCanthanTime,
    (now) => visibleFish(props, props.acquired, filters, now).size,
  );
  const { remaining } = props;
  const total = props.region.fish.length;
  return (
    <Text>
      <TimeVariants variants={shownByTime}>
        {(shown) =>
          filters.missing ? (
            <Trans>
              Available now: <strong>{shown}</strong> of {remaining} missing
            </Trans>
          ) : (
            <Trans>
              Available now: <strong>{shown}</strong> of {total}
            </Trans>
          )
        }
      </TimeVariants>
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
  const { visible, hideAt } = useVisibleFish(props, props.acquired);
  const { t, i18n } = useLingui();
  const regionName = regionNameIn(i18n, props.region.key, props.region.name);
  return (
    <FishViews
      label={t`Fish of ${regionName}`}
      fish={props.region.fish}
      extensions={props.extensions}
      visible={visible}
      hideAt={hideAt}
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
    <Card as="section" padding="md" aria-label={t`Fish`}>
      <ProgressRefreshNote />
      <NewFishNote region={region} />
      <div className={classes.summary} aria-live="polite">
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
      </div>
      <RegionOnlyMissing />
      <MarkingPausedNote />
      <FilteredGrid {...props} acquired={acquired} onToggle={onToggle} />
    </Card>
  );
});
