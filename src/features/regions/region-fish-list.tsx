import { Alert, List, Loader, Title } from '@mantine/core';
import { useItemExtensions, useRegion } from '@/data/asset-queries';

/**
 * Interim list of a region's fish from the generated assets (names are bundled, so it works
 * offline). The Region page's fish grid replaces it.
 */
export function RegionFishList({ regionKey }: { regionKey: string }) {
  const region = useRegion(regionKey);
  const extensions = useItemExtensions(regionKey);
  const error = region.error ?? extensions.error;

  if (error) {
    return (
      <Alert color="red" title="This region's data could not be loaded" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!region.data || !extensions.data) return <Loader aria-label="Loading the region's fish" />;

  const details = extensions.data;
  return (
    <section aria-labelledby="region-fish-heading">
      <Title order={2} size="h3" id="region-fish-heading" mb="xs">
        Fish ({region.data.fish.length})
      </Title>
      <List aria-labelledby="region-fish-heading">
        {region.data.fish.map((fish) => (
          <List.Item key={fish.itemId}>
            {details[String(fish.itemId)]?.name ?? `Item ${fish.itemId}`}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
