import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { regionIndex } from '@/data/catalog-index';

export function RegionsTab() {
  return (
    <>
      <Title order={2} mb="md">
        Regions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {regionIndex.map((region) => (
          <Card key={region.key} component={Link} to={paths.region.href(region.key)} withBorder>
            <Text fw={700}>{region.displayName}</Text>
            <Text size="sm" c="dimmed">
              {region.achievementName}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
