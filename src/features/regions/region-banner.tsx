import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { memo } from 'react';
import { PageBanner } from '@/components/page-banner';
import ui from '@/components/plain.module.css';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { RegionArt } from './region-art';
import classes from './region-banner.module.css';

/**
 * The region's name over its background, with the region's art and, once loaded, its fishing
 * power (its highest hole's), noted when above the player's.
 */
export const RegionBanner = memo(function RegionBanner({
  regionKey,
  name,
  background,
  fishingPower,
}: {
  regionKey: string;
  name: string;
  background?: string;
  fishingPower?: number;
}) {
  return (
    <PageBanner title={name} background={background} art={<RegionArt regionKey={regionKey} />}>
      {fishingPower !== undefined && (
        <div className={clsx(ui.group, ui.gapXs)}>
          <span className={clsx(ui.badge, ui.badgeLg, ui.caps, classes.power)}>
            <span className={ui.badgeLabel}>
              <Trans>Fishing power {fishingPower}</Trans>
            </span>
          </span>
          <HolePowerNote needs={fishingPower} />
        </div>
      )}
    </PageBanner>
  );
});
