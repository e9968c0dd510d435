import { useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { AssetStatus } from '@/components/asset-status';
import { assets } from '@/data/asset-queries';
import { useAsset } from '@/data/use-asset';
import { findRegion, type RegionIndexEntry } from '@/lib/catalog/catalog-index';
import { regionName } from '@/lib/catalog/region-names';
import { ClockPanel } from '@/features/clock/clock-panel';
import type { FilterableFish } from '@/lib/filters/matching';
import { FilterFold } from './filter-fold';
import { FilterPanel } from './filter-panel';
import { FilterStoreProvider } from './filter-store';
import { RecommendedWaypoints } from './recommended-waypoints';
import { RegionBanner } from './region-banner';
import { RegionFishSection } from './region-fish-section';
import { RegionHelp } from './region-help';
import { regionClockMark } from './time-variants';
import classes from './region-page.module.css';
import { Column } from '@/components/column';
import { HydrateLater } from '@/components/hydrate-later';

/** `/region/:name` (spec §2 Region page). The route's guard guarantees a known region. */
export function RegionPage() {
  const entry = findRegion(useParams().name);
  if (!entry) return null;
  // Keyed by region: nothing of one region's page state (filters included) carries over to another.
  return (
    <FilterStoreProvider key={entry.key}>
      <RegionContent entry={entry} />
    </FilterStoreProvider>
  );
}

function RegionContent({ entry }: { entry: RegionIndexEntry }) {
  const region = useAsset(assets.region(entry.key));
  const extensions = useAsset(assets.itemExtensions(entry.key));
  const filterable = useMemo<FilterableFish[]>(
    () =>
      region.data && extensions.data
        ? region.data.fish.flatMap((f) => extensions.data[String(f.itemId)] ?? [])
        : [],
    [region.data, extensions.data],
  );
  const error = region.error ?? extensions.error;
  const { t, i18n } = useLingui();
  const name = regionName(i18n, entry.key, entry.displayName);
  // The same element on every render, so an address change never re-renders the clock.
  const clock = useMemo(
    () => <ClockPanel highlight={entry.useCanthanTime ? 'CANTHA' : 'TYRIA'} />,
    [entry.useCanthanTime],
  );

  if (error || !region.data || !extensions.data) {
    return (
      <>
        <RegionBanner regionKey={entry.key} name={name} />
        <AssetStatus
          errors={error ? [error] : []}
          failedTitle={t`This region's data could not be loaded`}
          loadingLabel={t`Loading the region's fish`}
          mb="md"
        />
        {clock}
      </>
    );
  }

  return (
    <>
      <RegionBanner
        regionKey={entry.key}
        name={name}
        background={region.data.background}
        fishingPower={region.data.fishingPower}
      />
      <div className={classes.panels} {...regionClockMark(entry.useCanthanTime)}>
        <Column className={classes.side}>
          <FilterFold canthan={entry.useCanthanTime}>
            <FilterPanel fish={filterable} canthan={entry.useCanthanTime} />
          </FilterFold>
          <div className={clsx(classes.offscreenable, classes.wideOnly)}>
            <HydrateLater>
              <RegionHelp region={region.data} />
            </HydrateLater>
          </div>
        </Column>
        <Column className={classes.main}>
          <RegionFishSection region={region.data} extensions={extensions.data} />
          <div className={clsx(classes.offscreenable, classes.narrowOnly)}>
            <HydrateLater>
              <RegionHelp region={region.data} />
            </HydrateLater>
          </div>
          <div className={classes.offscreenable}>{clock}</div>
          <div className={classes.offscreenable}>
            <HydrateLater>
              <RecommendedWaypoints groups={region.data.recommendedWaypoints} />
            </HydrateLater>
          </div>
        </Column>
      </div>
    </>
  );
}
