import { Alert } from '@mantine/core';
import { FROM_GAME_TITLE } from '@/components';
import type { ItemExtensions, Region } from '@/data/asset-schemas';

/**
 * The region's fish that the game added since the catalog was built (issue 29): named, with what
 * is not known about them. Nothing while every fish is the bundled catalog's.
 */
export function NewFishNote({
  region,
  extensions,
}: {
  region: Region;
  extensions: ItemExtensions;
}) {
  const added = region.fish.flatMap(({ itemId }) => {
    const fish = extensions[String(itemId)];
    return fish?.fromGame ? [fish] : [];
  });
  if (added.length === 0) return null;
  const unknown = [...new Set(added.flatMap((fish) => fish.fromGame?.unknown ?? []))];
  return (
    <Alert color="yellow" variant="light" title={FROM_GAME_TITLE} mb="sm">
      The game lists {added.map((fish) => fish.name).join(', ')} in {region.achievementName}; this
      site's catalog does not have {added.length === 1 ? 'it' : 'them'} yet. Where, with which bait
      and when {added.length === 1 ? 'it bites' : 'they bite'} come from the game's own hints. Not
      known yet: {unknown.join('; ')} (the region's fishing power is shown).
    </Alert>
  );
}
