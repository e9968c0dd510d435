import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Badge, Box, Group } from '@mantine/core';
import { PageTitle } from '@/components';
import { RegionArt } from './region-art';
import classes from './region-page.module.css';

/** The region's name over its background (a CSS value from the catalog), with the region's art. */
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
    <Box className={classes.banner} style={background ? { background } : undefined} mb="md">
      <RegionArt regionKey={regionKey} className={classes.bannerArt} />
      <div className={classes.bannerText}>
        <PageTitle>{name}</PageTitle>
        {fishingPower !== undefined && (
          <Group gap="xs">
            <Badge color="dark" variant="filled" size="lg">
              <Trans>Fishing power {fishingPower}</Trans>
            </Badge>
          </Group>
        )}
      </div>
    </Box>
  );
});
