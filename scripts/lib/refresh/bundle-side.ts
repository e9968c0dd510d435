// The bundled catalog (public/assets/) as the live check compares it with the game: its
// collections' items, every achievement id it knows and its item names.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  fishingAchievementsCacheSchema,
  itemExtensionsSchema,
  otherAchievementSchema,
} from '../../../src/lib/catalog/asset-schemas.ts';
import type { BundleSide } from '../../../src/lib/live-catalog/diff.ts';
import { catalogAchievementIds } from './catalog-ids.ts';

const assetsDir = fileURLToPath(new URL('../../../public/assets', import.meta.url));
const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(`${assetsDir}/${path}`, 'utf8'));

export function bundleSide(): BundleSide {
  const collections = fishingAchievementsCacheSchema
    .parse(readJson('FishingAchievementsCache.json'))
    .map(({ id, name, bits }) => ({ id, name, itemIds: bits.map((bit) => bit.id) }));
  const itemNames = new Map<number, string>();
  for (const key of readdirSync(`${assetsDir}/Regions`)) {
    const extensions = itemExtensionsSchema.parse(
      readJson(`Regions/${key}/${key}.ItemExtensions.json`),
    );
    for (const [id, fish] of Object.entries(extensions)) itemNames.set(Number(id), fish.name);
  }
  for (const file of readdirSync(`${assetsDir}/Achievements`)) {
    const achievement = otherAchievementSchema.parse(readJson(`Achievements/${file}`));
    for (const [id, item] of Object.entries({ ...achievement.items, ...achievement.otherItems }))
      itemNames.set(Number(id), item.name);
    if (achievement.bits.length > 0 && !collections.some((c) => c.id === achievement.id))
      collections.push({
        id: achievement.id,
        name: achievement.name,
        itemIds: achievement.bits.map((bit) => bit.id),
      });
  }
  return { knownIds: catalogAchievementIds(), collections, itemNames };
}
