import { findRegion } from '@/lib/catalog/catalog-index';
import type { PinnableHandle } from '@/features/pins';

export { RegionPage as Component } from '@/features/regions';

export const handle: PinnableHandle = {
  pinLabel: (name) => findRegion(name)?.displayName ?? name,
};
