import { memo } from 'react';
import { Badge, Box, Group } from '@mantine/core';
import { PageTitle } from '@/components';
import classes from './region-page.module.css';

/** The region's name over its background (a CSS value from the catalog). */
export const RegionBanner = memo(function RegionBanner({
  name,
  background,
  fishingPower,
}: {
  name: string;
  background?: string;
  fishingPower?: number;
}) {
  return (
    <Box className={classes.banner} style={background ? { background } : undefined} mb="md">
      <PageTitle>{name}</PageTitle>
      {fishingPower !== undefined && (
        <Group gap="xs">
          <Badge color="dark" variant="filled" size="lg">
            Fishing power {fishingPower}
          </Badge>
        </Group>
      )}
    </Box>
  );
});
