import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Badge, Group } from '@mantine/core';
import { PageBanner } from '@/components';
import { HolePowerNote } from '@/features/fishing-power';
import { RegionArt } from './region-art';

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
        <Group gap="xs">
          <Badge color="dark" variant="filled" size="lg">
            <Trans>Fishing power {fishingPower}</Trans>
          </Badge>
          <HolePowerNote needs={fishingPower} />
        </Group>
      )}
    </PageBanner>
  );
});
