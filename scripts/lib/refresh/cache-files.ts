// The repo's cache of GW2 API answers (scripts/data/sources/), checked with zod on read.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../src/config/locales.ts';
import { raritySchema } from '../../../src/lib/catalog/asset-schemas.ts';
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

/** The game's words in one language: names, descriptions, hint texts (docs/DATA.md "Languages"). */
export const localizedCacheSchema = z.object({
  about: z.string(),
  locale: z.enum(TRANSLATED_LOCALES),
  fetchedAt: z.string().nullable(),
  achievements: z.array(cachedAchievementSchema.extend({ description: z.string() })),
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** One file per language beside the English cache: `gw2-api-localized.de.json`, … */
export const localizedCacheFile = (locale: TranslatedLocale) => `gw2-api-localized.${locale}.json`;

export type CachedBit = z.infer<typeof cachedBitSchema>;
export type CachedAchievement = z.infer<typeof cachedAchievementSchema>;
export type CachedItem = z.infer<typeof cachedItemSchema>;
export type AchievementsCache = z.infer<typeof achievementsCacheSchema>;
export type ItemsCache = z.infer<typeof itemsCacheSchema>;
export type LocalizedCache = z.infer<typeof localizedCacheSchema>;

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

/** A language's cache; before its first refresh there is none, and that is no error. */
export function readLocalizedCache(dir: string, locale: TranslatedLocale): LocalizedCache {
  const path = join(dir, localizedCacheFile(locale));
  if (!existsSync(path))
    return {
      about: `The game's words in "${locale}" (GET /v2/achievements and /v2/items with lang=${locale}).`,
      locale,
      fetchedAt: null,
      achievements: [],
      items: [],
    };
  return readJson(path, localizedCacheSchema);
}

/** Writes every file; call only once every request has succeeded. */
export function writeCaches(
  dir: string,
  achievements: AchievementsCache,
  items: ItemsCache,
  localized: readonly LocalizedCache[] = [],
): void {
  writeFileSync(join(dir, ACHIEVEMENTS_CACHE_FILE), formatJson(achievements));
  writeFileSync(join(dir, ITEMS_CACHE_FILE), formatJson(items));
  for (const cache of localized)
    writeFileSync(join(dir, localizedCacheFile(cache.locale)), formatJson(cache));
}
