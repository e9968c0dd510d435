import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  fishingAchievementsCacheSchema,
  itemExtensionsSchema,
  otherAchievementSchema,
  regionSchema,
} from '../../src/lib/catalog/asset-schemas.ts';
import { otherAchievementIndex, regionIndex } from '../../src/lib/catalog/catalog-index.ts';
import { regionMetadata } from '../data/region-metadata.ts';
import { readAchievementsCache } from './refresh/cache-files.ts';
import { assetPaths } from '../../src/config/asset-paths.ts';
import { buildAssets } from './build-assets.ts';
import { defaultAssetSources } from './default-sources.ts';

const sources = defaultAssetSources();
const files = buildAssets(sources);
const read = <T>(path: string, schema: { parse: (value: unknown) => T }) => {
  const text = files.get(path);
  if (text === undefined) throw new Error(`${path} was not generated`);
  return schema.parse(JSON.parse(text));
};
const cache = read(assetPaths.fishingAchievementsCache, fishingAchievementsCacheSchema);
const apiAchievements = readAchievementsCache(
  fileURLToPath(new URL('../data/sources', import.meta.url)),
);

describe('buildAssets', () => {
  it('holds the 305 fish of the package across 18 collections and their 17 avid versions', () => {
    expect(sources.fish).toHaveLength(305);
    expect(cache).toHaveLength(35);
    expect(cache.filter((achievement) => achievement.name.startsWith('Avid '))).toHaveLength(17);
    const ids = cache.flatMap((achievement) => achievement.bits.map((bit) => bit.id));
    expect(new Set(ids).size).toBe(305);
    expect(new Set(ids)).toEqual(new Set(sources.fish.map((fish) => fish.id)));
  });

  it.each(cache.map((a) => [a.name, a] as const))(
    'gives %s one fish per bit, densely',
    (_, achievement) => {
      const bitOf = (fish: (typeof sources.fish)[number]) =>
        fish.achievement.id === achievement.id
          ? fish.achievement.bit
          : fish.avidAchievement.id === achievement.id
            ? fish.avidAchievement.bit
            : undefined;
      const fromPackage = sources.fish.filter((fish) => bitOf(fish) !== undefined);
      expect(achievement.bits).toHaveLength(fromPackage.length);
      for (const fish of fromPackage) {
        expect(achievement.bits[bitOf(fish) ?? -1]).toEqual({ type: 'Item', id: fish.id });
      }
    },
  );

  it('gives every region with an avid collection its own bit table, as the API lists it', () => {
    const api = new Map(apiAchievements.achievements.map((a) => [a.id, a]));
    const tables = new Map(cache.map((a) => [a.id, a.bits.map((bit) => bit.id)]));
    let checked = 0;
    for (const { key, achievementIds } of regionIndex) {
      const [baseId, avidId] = achievementIds;
      if (avidId === undefined) {
        expect(key).toBe('MistburnedBarrens');
        continue;
      }
      const avid = tables.get(avidId);
      expect(new Set(avid), key).toEqual(new Set(tables.get(baseId ?? 0)));
      const fromApi = api.get(avidId);
      if (fromApi) {
        expect(avid, key).toEqual(fromApi.bits.map((bit) => bit.id));
        checked += 1;
      }
    }
    // The API cache predates Castora; every other avid collection is checked against it.
    expect(checked).toBe(14);
  });

  it('places every regional fish in its region with grid coordinates', () => {
    expect(regionMetadata).toHaveLength(16);
    let total = 0;
    for (const { key } of regionMetadata) {
      const region = read(assetPaths.region(key), regionSchema);
      const extensions = read(assetPaths.itemExtensions(key), itemExtensionsSchema);
      total += region.fish.length;
      expect(region.fish.map((fish) => fish.bitIndex)).toEqual(region.fish.map((_, i) => i));
      for (const fish of region.fish) {
        expect([fish.coordinateX, fish.coordinateY]).toEqual([
          fish.bitIndex % 7,
          Math.floor(fish.bitIndex / 7),
        ]);
        expect(extensions[String(fish.itemId)]?.name).toBeTruthy();
      }
      expect(Object.keys(extensions)).toHaveLength(region.fish.length);
    }
    const worldwide = cache.filter(
      (a) => a.name === 'World Class Fisher' || a.name === 'Saltwater Fisher',
    );
    expect(worldwide).toHaveLength(2);
    expect(total + worldwide.reduce((sum, a) => sum + a.bits.length, 0)).toBe(305);
  });

  it('writes an achievement file per other achievement, with bundled fish details', () => {
    for (const { key, id } of otherAchievementIndex) {
      const achievement = read(assetPaths.otherAchievement(key), otherAchievementSchema);
      expect(achievement.id).toBe(id);
      for (const bit of achievement.bits) {
        if (achievement.bits.length && Object.keys(achievement.items).length) {
          expect(achievement.items[String(bit.id)]).toBeDefined();
        }
      }
    }
    const worldClass = read(
      assetPaths.otherAchievement('WorldClassFisher'),
      otherAchievementSchema,
    );
    expect(worldClass.bits).toHaveLength(14);
    expect(Object.keys(worldClass.items)).toHaveLength(14);
  });

  it('agrees with the bundled catalog index', () => {
    for (const entry of regionIndex) {
      const region = read(assetPaths.region(entry.key), regionSchema);
      expect({
        key: region.key,
        displayName: region.name,
        achievementName: region.achievementName,
        achievementIds: region.achievementIds,
        useCanthanTime: region.useCanthanTime,
      }).toEqual(entry);
    }
    const config = JSON.parse(files.get(assetPaths.globalConfig) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(config.Regions).toEqual(regionIndex.map((r) => r.key));
    expect(config.OtherAchievements).toEqual(otherAchievementIndex.map((a) => a.key));
    for (const entry of otherAchievementIndex) {
      const achievement = read(assetPaths.otherAchievement(entry.key), otherAchievementSchema);
      expect({ key: achievement.key, name: achievement.name, id: achievement.id }).toEqual(entry);
    }
  });

  it('matches the committed assets in public/ (run `npm run data` when this fails)', () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    const onDisk = readdirSync(join(publicDir, 'assets'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)));
    expect(onDisk.sort()).toEqual([...files.keys()].sort());
    for (const [path, text] of files) {
      expect(readFileSync(join(publicDir, path), 'utf8'), path).toBe(text);
    }
  });

  it('writes every wiki link with `_` for each space (issue 59: 470 kept spaces)', () => {
    const links = [...files.values()].flatMap((text) =>
      [...text.matchAll(/"(https:\/\/wiki\.guildwars2\.com\/[^"]*)"/g)].map((match) => match[1]),
    );
    expect(links.length).toBeGreaterThan(400);
    expect(links.filter((link) => link?.includes(' '))).toEqual([]);
  });

  it.runIf(existsSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url))))(
    'matches the assets in the production build in dist/ (rebuild when this fails)',
    () => {
      const dist = fileURLToPath(new URL('../../dist', import.meta.url));
      for (const [path, text] of files) {
        const built = join(dist, path);
        expect(existsSync(built) && readFileSync(built, 'utf8') === text, path).toBe(true);
      }
    },
  );

  it('fails on a value it cannot map instead of dropping it', () => {
    const [first, ...rest] = sources.fish;
    if (!first) throw new Error('no fish');
    const odd = { ...first, fishingHole: ['Moonlit Puddle Fish'] };
    expect(() => buildAssets({ ...sources, fish: [odd, ...rest] })).toThrow(
      'Unknown fishing hole "Moonlit Puddle Fish"',
    );
  });
});
