import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { PageBanner } from '@/components/page-banner';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { RegionArt } from './region-art';
import classes from './region-banner.module.css';
import { Row } from '@/components/row';
import { Badge } from '@/components/badge';

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
        <Row gap="xs">
          <Badge size="lg" caps className={classes.power}>
            <Trans>Fishing power {fishingPower}</Trans>
          </Badge>
          <HolePowerNote needs={fishingPower} />
        </Row>
      )}
    </PageBanner>
  );
});
