import { assetPaths } from '@/config/asset-paths';
import {
  itemExtensionsSchema,
  otherAchievementSchema,
  regionSchema,
} from '@/lib/catalog/asset-schemas';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import type { CatalogSources } from '@/lib/search/catalog-entries';

// The committed assets, bundled by Vite for the test (no network, no fs).
const files = import.meta.glob<unknown>('/public/assets/**/*.json', {
  eager: true,
  import: 'default',
});

/** A committed asset's JSON, by its path under `public/` (`assetPaths`). */
export const committedAsset = (path: string): unknown => files[`/public/${path}`];

/** The search's sources as committed: every region with its fish, every other achievement. */
export const committedCatalogSources: CatalogSources = {
  regions: regionIndex.map((entry) => ({
    entry,
    region: regionSchema.parse(committedAsset(assetPaths.region(entry.key))),
    extensions: itemExtensionsSchema.parse(committedAsset(assetPaths.itemExtensions(entry.key))),
  })),
  achievements: otherAchievementIndex.map((entry) => ({
    entry,
    achievement: otherAchievementSchema.parse(
      committedAsset(assetPaths.otherAchievement(entry.key)),
    ),
  })),
};
