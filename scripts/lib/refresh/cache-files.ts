// The repo's cache of GW2 API answers (scripts/data/sources/), checked with zod on read.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { raritySchema } from '../../../src/data/asset-schemas.ts';
import { formatJson } from '../json-format.ts';

export const ACHIEVEMENTS_CACHE_FILE = 'gw2-api-achievements.json';
export const ITEMS_CACHE_FILE = 'gw2-api-items.json';

/** An achievement bit as the API gives it: Item/Skin/Minipet bits have an id, Text bits a text. */
const cachedBitSchema = z.object({
  type: z.enum(['Text', 'Item', 'Skin', 'Minipet']),
  id: z.number().int().optional(),
  text: z.string().optional(),
});

const cachedAchievementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bits: z.array(cachedBitSchema),
});

const cachedItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rarity: raritySchema,
  /** Render-service URL; null where no fetched answer gave one yet. */
  icon: z.string().nullable(),
});

export const achievementsCacheSchema = z.object({
  about: z.string(),
  /** ISO instant of the refresh that wrote the file; null for a seed that did not come from us. */
  fetchedAt: z.string().nullable(),
  achievements: z.array(cachedAchievementSchema),
});

export const itemsCacheSchema = z.object({
  about: z.string(),
  fetchedAt: z.string().nullable(),
  items: z.array(cachedItemSchema),
});

export type CachedBit = z.infer<typeof cachedBitSchema>;
export type CachedAchievement = z.infer<typeof cachedAchievementSchema>;
export type CachedItem = z.infer<typeof cachedItemSchema>;
export type AchievementsCache = z.infer<typeof achievementsCacheSchema>;
export type ItemsCache = z.infer<typeof itemsCacheSchema>;

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(json);
  if (!result.success)
    throw new Error(`${path} is not a valid cache:\n${z.prettifyError(result.error)}`);
  return result.data;
}

export function readAchievementsCache(dir: string): AchievementsCache {
  return readJson(join(dir, ACHIEVEMENTS_CACHE_FILE), achievementsCacheSchema);
}

export function readItemsCache(dir: string): ItemsCache {
  return readJson(join(dir, ITEMS_CACHE_FILE), itemsCacheSchema);
}

/** Writes both files; call only once every request has succeeded. */
export function writeCaches(dir: string, achievements: AchievementsCache, items: ItemsCache): void {
  writeFileSync(join(dir, ACHIEVEMENTS_CACHE_FILE), formatJson(achievements));
  writeFileSync(join(dir, ITEMS_CACHE_FILE), formatJson(items));
}
