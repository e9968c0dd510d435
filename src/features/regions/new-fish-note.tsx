import { Alert } from '@mantine/core';
import type { Region } from '@/lib/catalog/asset-schemas';

/** The fish the game added to the region since the catalog was built (issue 29), if any. */
export function NewFishNote({ region }: { region: Region }) {
  if (!region.fromGame?.note) return null;
  return (
    <Alert color="yellow" mb="sm">
      {region.fromGame.note}
    </Alert>
  );
}
