// The real inputs of the asset generator.
import { collectionItems } from '../data/collection-items.ts';
import { fishCorrections } from '../data/fish-corrections.ts';
import { fishSalvage } from '../data/fish-salvage.ts';
import { otherAchievementMetadata } from '../data/other-achievement-metadata.ts';
import { regionMetadata } from '../data/region-metadata.ts';
import type { AssetSources } from './build-assets.ts';
import { loadPackageFish } from './fish-source.ts';

/** Base written into GlobalConfig.json (the app itself reads VITE_GW2_API_BASE). */
export const GW2_PUBLIC_API_BASE = 'https://api.guildwars2.com';

export function defaultAssetSources(): AssetSources {
  return {
    fish: loadPackageFish(),
    regions: regionMetadata,
    otherAchievements: otherAchievementMetadata,
    salvage: fishSalvage,
    corrections: fishCorrections,
    collectionItems,
    gw2BaseUrl: GW2_PUBLIC_API_BASE,
  };
}
