import { Alert, SimpleGrid, Title } from '@mantine/core';
import { useMemo } from 'react';
import { regionIndex } from '@/data/catalog-index';
import { useDailyFishing } from '@/features/dailies';
import { useHydrated } from '@/hooks/use-hydrated';
import { dailyRegionKeys } from '@/lib/dailies';
import { DailyBox } from './daily-box';
import { RegionCard } from './region-card';
import { useAllRegions } from './use-all-regions';

/** `/launch/regions`: today's daily regions in a highlighted box, then every other region. */
export function RegionsTab() {
  const { byKey, errors, failed } = useAllRegions();
  const daily = useDailyFishing();
  const hydrated = useHydrated();
  const regions = useMemo(() => [...byKey.values()], [byKey]);
  const dailyKeys = new Set(dailyRegionKeys(daily.names, regions));

  return (
    <>
      <Title order={2} mb="md">
        Regions
      </Title>
      {errors.length > 0 && (
        <Alert color="red" title="Some regions could not be loaded" role="alert" mb="md">
          {errors.map((error) => (
            <div key={error.message}>{error.message}</div>
          ))}
        </Alert>
      )}
      {/* Prerendered, the day is unknown: the box keeps its place and shows once the day is known. */}
      <div style={hydrated ? undefined : { visibility: 'hidden' }}>
        <DailyBox daily={daily} regions={regions} />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {regionIndex
          .filter((entry) => !dailyKeys.has(entry.key))
          .map((entry) => (
            <RegionCard
              key={entry.key}
              entry={entry}
              region={byKey.get(entry.key)}
              unavailable={failed.has(entry.key)}
            />
          ))}
      </SimpleGrid>
    </>
  );
}
