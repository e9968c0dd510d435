import { describe, expect, it } from 'vitest';
import { assetPaths } from '@/config/asset-paths';
import { fishingAchievementsCacheSchema } from '@/lib/catalog/asset-schemas';
import { committedAsset, committedCatalogSources } from '@/testing/committed-catalog';
import { catalogEntries, type CatalogResult } from './catalog-entries';
import { buildSearchIndex, search } from './search';

const entries = catalogEntries(committedCatalogSources);
const index = buildSearchIndex(entries);
const fishData = (result: CatalogResult) => (result.kind === 'fish' ? result : undefined);

describe('catalogEntries (the real catalog)', () => {
  it('has one entry per fish of the 18 collections, per region and per other achievement', () => {
    const cache = fishingAchievementsCacheSchema.parse(
      committedAsset(assetPaths.fishingAchievementsCache),
    );
    const fishIds = new Set(cache.flatMap((achievement) => achievement.bits.map((bit) => bit.id)));
    const count = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
    expect(count('fish')).toBe(fishIds.size);
    expect(count('region')).toBe(16);
    expect(count('achievement')).toBe(12);
  });

  it('finds fish by region, bait, time of day and hole labels', () => {
    const kryta = search(index, 'kryta');
    expect(kryta.filter((r) => r.entry.kind === 'fish')).toHaveLength(21);
    // The region named "Kryta" first, then its fish named "Krytan…", then the fish that only
    // mention Kryta as their region.
    expect(kryta.slice(0, 3).map((r) => r.entry.name)).toEqual([
      'Kryta',
      'Krytan Crawfish',
      'Krytan Puffer',
    ]);

    const glowWorm = search(index, '"glow worm"');
    expect(glowWorm.length).toBeGreaterThan(0);
    for (const result of glowWorm)
      expect(fishData(result.entry.data)?.details.bait).toBe('GLOW_WORM');

    const both = search(index, '"dusk / dawn" "open water"');
    const top = fishData(both[0]!.entry.data);
    expect(both[0]?.matches).toBe(2);
    // Its time, or its higher-chance time (Balance Fish: any time, more often at dusk and dawn).
    expect([top?.details.timeOfDay, top?.details.higherChanceTime]).toContain('TWILIGHT');
    expect(top?.details.fishingHole).toContain('NONE');
  });

  it('ties World Class Fisher fish to their achievement', () => {
    const results = search(index, '"world class fisher"');
    const fish = results.filter((r) => r.entry.kind === 'fish');
    expect(fish).toHaveLength(14);
    // Same match count: the achievements named so first, then the 14 fish that belong to them.
    expect(results.slice(0, 2).map((r) => r.entry.name)).toEqual([
      'Avid World Class Fisher',
      'World Class Fisher',
    ]);
  });
});

describe('catalogEntries, a new fish whose hint names words the app does not know (G4)', () => {
  const [first, ...rest] = committedCatalogSources.regions;
  const [itemId, fish] = Object.entries(first!.extensions)[0]!;
  // A day fish of lake holes whose bait the app reads as Any: "Any" could only be its bait.
  const known = {
    ...fish,
    timeOfDay: 'DAY' as const,
    higherChanceTime: null,
    fishingHole: ['LAKE' as const],
    bait: 'ANY' as const,
  };
  const textsOf = (details: typeof known) =>
    catalogEntries({
      ...committedCatalogSources,
      regions: [{ ...first!, extensions: { ...first!.extensions, [itemId]: details } }, ...rest],
    }).find((entry) => entry.id === itemId)?.fields;

  it('finds it by the game’s word, not by "Any"', () => {
    expect(textsOf(known)).toContain('Any');
    const texts = textsOf({
      ...known,
      fromGame: { unknown: [], words: { bait: 'Glowing Krill' } },
    });
    expect(texts).toContain('Glowing Krill');
    expect(texts).not.toContain('Any');
  });
});
