import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { LIVE_CATALOG } from '@/config/live-catalog';
import type { Locale } from '@/config/locales';
import { RARITIES } from '@/lib/catalog/catalog-enums';
import {
  fetchBulk,
  keepValidEntries,
  parse,
  rejectedEntrySchema,
  timed,
  type CheckedEntries,
} from './catalog-bulk';
import { callGw2Api } from './client';
import { isGameIconUrl } from './icon-url';

const gameId = z.int().check(z.positive());

// Each achievement and item is checked on its own (`keepValidEntries`): one the schema refuses is
// left out and named, the rest of the answer is used (issue 40, G3).
const categorySchema = z.object({ id: z.number(), achievements: z.array(z.unknown()) });

const gameAchievementSchema = z.object({
  id: gameId,
  name: z.string(),
  description: z.optional(z.string()),
  requirement: z.optional(z.string()),
  bits: z.optional(
    z.array(z.object({ type: z.string(), id: z.optional(gameId), text: z.optional(z.string()) })),
  ),
});

/** The API gives every item an icon on the game's render host; anything else is unexpected. */
const gameItemSchema = z.object({
  id: gameId,
  name: z.string(),
  icon: z.string().check(z.refine(isGameIconUrl)),
  rarity: z.enum(RARITIES),
});

// Each request names its language (`lang`), given by the caller (docs/languages.md "The page's
// language"): nothing here reads a language of its own.

/**
 * `GET /v2/achievements/categories/317?lang=…`: the ids of the game's fishing achievements (one
 * that is not an id is left out and named).
 */
export async function fetchFishingCategory(
  lang: Locale,
  signal?: AbortSignal,
): Promise<CheckedEntries<number>> {
  const path = `/v2/achievements/categories/${LIVE_CATALOG.categoryId}?lang=${lang}` as const;
  const data = await timed(
    (timeoutSignal) =>
      callGw2Api((options) => fetchGw2Api(path, options), undefined, timeoutSignal),
    signal,
  );
  const { achievements } = parse(categorySchema, data, 'the fishing category');
  return keepValidEntries(gameId, achievements, 'achievement');
}

/** `GET /v2/achievements?ids=…&lang=…`: names, descriptions and bits (with the hint texts). */
export const fetchGameAchievements = (ids: readonly number[], lang: Locale, signal?: AbortSignal) =>
  fetchBulk('/v2/achievements', ids, lang, gameAchievementSchema, 'achievements', signal);

/** `GET /v2/items?ids=…&lang=…`: names, icons and rarities. */
export const fetchGameItems = (ids: readonly number[], lang: Locale, signal?: AbortSignal) =>
  fetchBulk('/v2/items', ids, lang, gameItemSchema, 'items', signal);

/** The item ids of achievements' Item bits, each once: what `/v2/items` is asked for. */
export const itemIdsOfBits = (achievements: readonly z.infer<typeof gameAchievementSchema>[]) => [
  ...new Set(
    achievements.flatMap((achievement) =>
      (achievement.bits ?? []).flatMap((bit) => (bit.type === 'Item' && bit.id ? [bit.id] : [])),
    ),
  ),
];

/** The schemas, for reading a cached answer back. */
export const gameCatalogSchemas = {
  achievement: gameAchievementSchema,
  item: gameItemSchema,
  rejected: rejectedEntrySchema,
};
