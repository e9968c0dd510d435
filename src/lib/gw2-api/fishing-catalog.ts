import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { LIVE_CATALOG } from '@/config/live-catalog';
import { RARITIES } from '@/data/catalog-enums';
import { fetchBulk, parse, timed } from './catalog-bulk';
import { callGw2Api } from './client';

const categorySchema = z.object({ id: z.number(), achievements: z.array(z.number()) });

const gameAchievementSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.string()),
  requirement: z.optional(z.string()),
  bits: z.optional(
    z.array(
      z.object({ type: z.string(), id: z.optional(z.number()), text: z.optional(z.string()) }),
    ),
  ),
});

const gameItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.optional(z.string()),
  rarity: z.enum(RARITIES),
});

/** `GET /v2/achievements/categories/317`: the ids of the game's fishing achievements. */
export async function fetchFishingCategory(signal?: AbortSignal): Promise<number[]> {
  const path =
    `/v2/achievements/categories/${LIVE_CATALOG.categoryId}?lang=${LIVE_CATALOG.lang}` as const;
  const data = await timed(
    (timeoutSignal) =>
      callGw2Api((options) => fetchGw2Api(path, options), undefined, timeoutSignal),
    signal,
  );
  return parse(categorySchema, data, 'the fishing category').achievements;
}

/** `GET /v2/achievements?ids=…`: names, descriptions and bits (with the hint texts). */
export const fetchGameAchievements = (ids: readonly number[], signal?: AbortSignal) =>
  fetchBulk(
    '/v2/achievements',
    ids,
    LIVE_CATALOG.lang,
    gameAchievementSchema,
    'achievements',
    signal,
  );

/** `GET /v2/items?ids=…`: names, icons and rarities. */
export const fetchGameItems = (ids: readonly number[], signal?: AbortSignal) =>
  fetchBulk('/v2/items', ids, LIVE_CATALOG.lang, gameItemSchema, 'items', signal);

/** The item ids of achievements' Item bits, each once: what `/v2/items` is asked for. */
export const itemIdsOfBits = (achievements: readonly z.infer<typeof gameAchievementSchema>[]) => [
  ...new Set(
    achievements.flatMap((achievement) =>
      (achievement.bits ?? []).flatMap((bit) => (bit.type === 'Item' && bit.id ? [bit.id] : [])),
    ),
  ),
];

/** The schemas, for reading a cached answer back. */
export const gameCatalogSchemas = { achievement: gameAchievementSchema, item: gameItemSchema };
