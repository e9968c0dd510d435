import { describe, expect, it } from 'vitest';
import { assetOfQueryKey, assetQuery, assets, type CatalogAsset } from './asset-queries';

const everyKind: CatalogAsset[] = [
  assets.region('Krytan'),
  assets.itemExtensions('Castora'),
  assets.otherAchievement('WorldClassFisher'),
  assets.fishingAchievementsCache(),
];

describe('assetOfQueryKey', () => {
  it.each(everyKind)('finds the asset $path from its query key', (asset) => {
    expect(assetOfQueryKey(assetQuery(asset).queryKey)?.path).toBe(asset.path);
  });

  it.each([
    ['another version', ['asset', '0.9.0', 'region', 'Krytan']],
    ['an unknown kind', ['asset', '1.4.0', 'map', 'Krytan']],
    ["an object's own property as kind", ['asset', '1.4.0', 'constructor', 'Krytan']],
    ['a key that is not text', ['asset', '1.4.0', 'region', 7]],
    ['a part too many', ['asset', '1.4.0', 'fishing-achievements', 'x']],
    ['a part too few', ['asset', '1.4.0', 'region']],
    ['another query', ['account', '1.4.0', 'region', 'Krytan']],
  ])('finds none for %s', (_, queryKey) => {
    expect(assetOfQueryKey(queryKey)).toBeUndefined();
  });
});
