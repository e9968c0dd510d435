import { Group, Paper, Text } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import type { ItemExtensions, Region } from '@/data/asset-schemas';
import { useAcquiredFish, useRegionCompletion, useToggleFish } from '@/features/progress';
import { matchesFilters, type CurrentTimeOfDay, type RegionFilters } from '@/lib/filters';
import { FishGrid } from './fish-grid';

export interface RegionFishSectionProps {
  region: Region;
  extensions: ItemExtensions;
  filters: RegionFilters;
  now: CurrentTimeOfDay;
}

/** The summary (available now, still to catch, completions) and the fish grid with marking. */
export const RegionFishSection = memo(function RegionFishSection({
  region,
  extensions,
  filters,
  now,
}: RegionFishSectionProps) {
  const acquired = useAcquiredFish();
  const completion = useRegionCompletion()[region.key] ?? 0;
  const toggle = useToggleFish();

  const fishIds = useMemo(() => region.fish.map((f) => f.itemId), [region]);
  const visible = useMemo(
    () =>
      new Set(
        fishIds.filter((id) => {
          const details = extensions[String(id)];
          return !details || matchesFilters(details, filters, now);
        }),
      ),
    [fishIds, extensions, filters, now],
  );
  const remaining = fishIds.filter((id) => !acquired.has(id)).length;
  const onToggle = useCallback(
    (itemId: number) => toggle(region.key, itemId, fishIds),
    [toggle, region.key, fishIds],
  );

  return (
    <Paper component="section" aria-label="Fish" withBorder p="md" radius="md">
      <Group gap="lg" mb="sm" aria-live="polite">
        <Text>
          Available now: <strong>{visible.size}</strong> of {fishIds.length}
        </Text>
        <Text>
          Still to catch: <strong>{remaining}</strong>
        </Text>
        <Text>
          Completed: <strong>{completion}</strong> {completion === 1 ? 'time' : 'times'}
        </Text>
      </Group>
      <FishGrid
        label={`Fish of ${region.name}`}
        fish={region.fish}
        extensions={extensions}
        visible={visible}
        acquired={acquired}
        onToggle={onToggle}
      />
    </Paper>
  );
});
