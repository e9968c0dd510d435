import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAchievementsCache, readItemsCache } from './cache-files.ts';
import { catalogAchievementIds } from './catalog-ids.ts';

const sourcesDir = fileURLToPath(new URL('../../data/sources', import.meta.url));

describe('the committed API cache', () => {
  it('passes its schemas and names every fish bit it lists', () => {
    const achievements = readAchievementsCache(sourcesDir).achievements;
    const items = new Set(readItemsCache(sourcesDir).items.map((item) => item.id));
    const bitIds = achievements.flatMap((a) => a.bits.flatMap((bit) => bit.id ?? []));

    expect(bitIds.length).toBeGreaterThan(0);
    expect(bitIds.filter((id) => !items.has(id))).toEqual([]);
  });
});

describe('catalogAchievementIds', () => {
  it('lists the 18 collections, their avid versions and the meta achievements once each', () => {
    const ids = catalogAchievementIds();

    expect(new Set(ids).size).toBe(ids.length);
    // The generated catalog's 35 collections come first: the 18 and their 17 avid versions.
    expect(ids.slice(0, 35)).toEqual(expect.arrayContaining([8900, 8973, 6263, 8554]));
    expect(ids).toEqual(expect.arrayContaining([6068, 6263, 7804, 8246, 8973, 6224, 6110, 6201]));
  });
});
