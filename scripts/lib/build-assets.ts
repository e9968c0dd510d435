// Builds the static assets of spec §7 from @gw2efficiency/game-data's fish plus the project's
// metadata. Pure: returns file contents by path (relative to public/, see src/config/asset-paths.ts), so tests can compare them
// with the committed files. `npm run data` (scripts/generate-assets.ts) writes them.
import type { GameDataFish } from '@gw2efficiency/game-data/fish';
import {
  fishingAchievementsCacheSchema,
  globalConfigSchema,
  itemExtensionsSchema,
  otherAchievementSchema,
  regionSchema,
  type FishingAchievementsCache,
  type ItemExtension,
  type ItemExtensions,
} from '../../src/lib/catalog/asset-schemas.ts';
import { assetPaths } from '../../src/config/asset-paths.ts';
import { FISH_BLOCK } from '../../src/config/constants.ts';
import { GW2_SCHEMA_VERSION } from '../../src/lib/gw2-api/schema-version.ts';
import { wikiLink } from '../../src/lib/wiki-link.ts';
import type {
  CollectionItemMetadata,
  FishCorrection,
  OtherAchievementMetadata,
  RegionMetadata,
  SalvageMetadata,
} from '../data/metadata-types.ts';
import { formatJson } from './json-format.ts';
import { applyCorrections, correctionsById } from './fish-corrections.ts';
import { mapBait, mapHoles, mapRarity, mapTimeOfDay } from './fish-mapping.ts';

export interface AssetSources {
  fish: readonly GameDataFish[];
  regions: readonly RegionMetadata[];
  otherAchievements: readonly OtherAchievementMetadata[];
  salvage: readonly SalvageMetadata[];
  /** Written corrections of the package's fish (scripts/data/fish-corrections.ts). */
  corrections: readonly FishCorrection[];
  /** Bundled name and rarity of collection items that are not fish. */
  collectionItems: readonly CollectionItemMetadata[];
  gw2BaseUrl: string;
}

/** Returns every asset's JSON text by path. Throws on any value it cannot map. */
export function buildAssets(sources: AssetSources): Map<string, string> {
  const files = new Map<string, string>();
  const write = <T>(path: string, schema: { parse: (value: unknown) => unknown }, value: T) => {
    schema.parse(value); // what we write must load
    files.set(path, formatJson(value));
  };
  const achievements = collectAchievements(sources.fish);
  const extensionOf = itemExtensionFactory(sources);

  write(assetPaths.globalConfig, globalConfigSchema, {
    Regions: sources.regions.map((region) => region.key),
    GW2: { version: GW2_SCHEMA_VERSION, baseUrl: sources.gw2BaseUrl },
    OtherAchievements: sources.otherAchievements.map((achievement) => achievement.key),
  });
  write(assetPaths.fishingAchievementsCache, fishingAchievementsCacheSchema, achievements);

  for (const region of sources.regions) {
    const [achievementId] = region.achievementIds;
    const fish = sources.fish
      .filter((entry) => entry.achievement.id === achievementId)
      .sort((a, b) => a.achievement.bit - b.achievement.bit);
    if (fish.length === 0) throw new Error(`No fish for region ${region.key} (${achievementId}).`);
    const hardest = Math.max(...fish.map((entry) => extensionOf(entry).fishingPower));
    if (region.fishingPower !== hardest) {
      throw new Error(
        `${region.key}: fishing power ${region.fishingPower}, its fish need ${hardest}.`,
      );
    }
    write(assetPaths.region(region.key), regionSchema, {
      key: region.key,
      name: region.displayName,
      achievementName: region.achievementName,
      description: region.description,
      descriptions: region.descriptions,
      background: region.background,
      fishingPower: region.fishingPower,
      useCanthanTime: region.useCanthanTime,
      fish: fish.map(({ id, achievement: { bit } }) => ({
        itemId: id,
        bitIndex: bit,
        coordinateX: bit % FISH_BLOCK.columns,
        coordinateY: Math.floor(bit / FISH_BLOCK.columns),
      })),
      achievementIds: region.achievementIds,
      dailyAchievementIds: region.dailyAchievementIds,
      dailyAchievementNames: region.dailyAchievementNames,
      recommendedWaypoints: region.recommendedWaypoints,
    });
    write(
      assetPaths.itemExtensions(region.key),
      itemExtensionsSchema,
      extensionsFor(fish, extensionOf),
    );
  }

  for (const other of sources.otherAchievements) {
    const inPackage = sources.fish
      .filter((f) => f.achievement.id === other.id || f.avidAchievement.id === other.id)
      .sort((a, b) => a.achievement.bit - b.achievement.bit);
    const bits = inPackage.length
      ? inPackage.map((f) => ({ id: f.id, index: f.achievement.bit }))
      : other.itemIds.map((itemId, index) => ({ id: itemId, index }));
    write(assetPaths.otherAchievement(other.key), otherAchievementSchema, {
      key: other.key,
      id: other.id,
      name: other.name,
      description: other.description,
      background: other.background,
      wiki: wikiLink(other.name),
      children: other.children,
      requiredCount: other.requiredCount,
      bits,
      items: extensionsFor(inPackage, extensionOf),
      otherItems: otherItemsFor(inPackage.length ? [] : other.itemIds, sources.collectionItems),
      recommendedWaypoints: other.recommendedWaypoints,
    });
  }
  return files;
}

/**
 * The collections of the package in id order, each with its own bit table: the regional fishers,
 * World Class and Saltwater, and their avid (repeatable) versions, which hold the same fish.
 */
function collectAchievements(fish: readonly GameDataFish[]): FishingAchievementsCache {
  const byId = new Map<number, { name: string; bits: (number | undefined)[] }>();
  const add = (itemId: number, id: number, name: string, bit: number) => {
    const achievement = byId.get(id) ?? { name, bits: [] };
    if (achievement.bits[bit] !== undefined)
      throw new Error(`Bit ${bit} of ${name} is taken twice.`);
    achievement.bits[bit] = itemId;
    byId.set(id, achievement);
  };
  for (const entry of fish) {
    const { achievement, avidAchievement: avid } = entry;
    add(entry.id, achievement.id, achievement.name, achievement.bit);
    // The package names the avid version like the base one, and marks "none" with id -1.
    if (avid.id > 0) add(entry.id, avid.id, `Avid ${avid.name}`, avid.bit);
  }
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([id, { name, bits }]) => ({
      id,
      name,
      bits: Array.from(bits, (itemId, bit) => {
        if (itemId === undefined) throw new Error(`Bit ${bit} of ${name} has no fish.`);
        return { type: 'Item' as const, id: itemId };
      }),
    }));
}

function itemExtensionFactory({ salvage, corrections, fish: allFish }: AssetSources) {
  const salvageById = new Map(salvage.map((entry) => [entry.id, entry.salvage]));
  const correctionById = correctionsById(corrections, allFish);
  return (fish: GameDataFish): ItemExtension => {
    const names = [fish.achievement.name];
    if (fish.avidAchievement.id > 0) names.push(`Avid ${fish.avidAchievement.name}`);
    return applyCorrections(
      {
        name: fish.name,
        rarity: mapRarity(fish.rarity),
        hint: fish.location,
        timeOfDay: mapTimeOfDay(fish.timeOfDay),
        higherChanceTime: null,
        bait: mapBait(fish.favoredBait),
        fishingHole: mapHoles(fish),
        higherChanceHoles: [],
        // 0 is the package's "unknown": a correction must give it (the schema refuses 0).
        fishingPower: fish.fishingPower,
        salvage: salvageById.get(fish.id) ?? 'DEFAULT',
        achievements: names.map((name) => ({ name, link: wikiLink(name) })),
      },
      correctionById.get(fish.id),
    );
  };
}

function extensionsFor(
  fish: readonly GameDataFish[],
  extensionOf: (fish: GameDataFish) => ItemExtension,
): ItemExtensions {
  const sorted = [...fish].sort((a, b) => a.id - b.id);
  return Object.fromEntries(sorted.map((entry) => [String(entry.id), extensionOf(entry)]));
}

/** Bundled name and rarity of a collection's items that are not fish; every one must be known. */
function otherItemsFor(
  itemIds: readonly number[],
  known: readonly CollectionItemMetadata[],
): Record<string, { name: string; rarity: CollectionItemMetadata['rarity'] }> {
  return Object.fromEntries(
    itemIds.map((id) => {
      const item = known.find((entry) => entry.id === id);
      if (!item)
        throw new Error(
          `Collection item ${id} has no bundled name (scripts/data/collection-items.ts).`,
        );
      return [String(id), { name: item.name, rarity: item.rarity }];
    }),
  );
}
