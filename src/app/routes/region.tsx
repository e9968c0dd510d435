import { findRegion } from '@/lib/catalog/catalog-index';
import type { PinnableHandle } from '@/features/pins/pin-bar';

export { RegionPage as Component } from '@/features/regions/region-page';

export const handle: PinnableHandle = {
  pinLabel: (name) => findRegion(name)?.displayName ?? name,
};
