import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TabHeading } from '@/components/tab-heading';
import { assets } from '@/data/asset-queries';
import { useCatalogAssets } from '@/data/use-catalog-assets';
import type { Region } from '@/lib/catalog/asset-schemas';
import { regionIndex } from '@/lib/catalog/catalog-index';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { useRegionReach } from '@/features/account/region-reach';
import { useDailyFishing } from '@/features/dailies/use-daily-fishing';
import { useHydrated } from '@/hooks/use-hydrated';
import { DAILY_ROTATION, dailyRegionKeys } from '@/lib/dailies/rotation';
import { DailyBox } from './daily-box';
import { RegionCard } from './region-card';
import './regions-tab.css';
import { Grid } from '@/components/grid';

/** The places in the daily rotation on which `region` is a daily region, e.g. "2 5". */
function dailyPlaces(region: Region | undefined) {
  if (!region) return undefined;
  const places = DAILY_ROTATION.flatMap((name, place) =>
    region.dailyAchievementNames.includes(name) ? [place] : [],
  );
  return places.length > 0 ? places.join(' ') : undefined;
}

/** Every region's file (16 requests, cached for the session). */
const regionAssets = { regions: regionIndex.map((entry) => assets.region(entry.key)) };

/** `/launch/regions`: today's daily regions in a highlighted box, then every other region. */
export function RegionsTab() {
  const { regions: byKey, errors, failed } = useCatalogAssets(regionAssets);
  const daily = useDailyFishing();
  const hydrated = useHydrated();
  const regions = useMemo(() => [...byKey.values()], [byKey]);
  const dailyKeys = new Set(hydrated ? dailyRegionKeys(daily.names, regions) : []);
  const reach = useRegionReach();
  const { t } = useLingui();

  return (
    <>
      <TabHeading errors={errors} failedTitle={t`Some regions could not be loaded`}>
        <Trans>Regions</Trans>
      </TabHeading>
      <ProgressRefreshNote />
      <DailyBox daily={daily} regions={regions} />
      <Grid twoFrom="sm" threeFromLg gap="sm">
        {regionIndex
          .filter((entry) => !dailyKeys.has(entry.key))
          .map((entry) => (
            <div
              key={entry.key}
              data-daily-on={hydrated ? undefined : dailyPlaces(byKey.get(entry.key))}
            >
              <RegionCard
                entry={entry}
                region={byKey.get(entry.key)}
                unavailable={failed.has(entry.key)}
                reach={reach(entry.key)}
              />
            </div>
          ))}
      </Grid>
    </>
  );
}
