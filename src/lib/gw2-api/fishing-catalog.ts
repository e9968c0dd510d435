import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { LIVE_CATALOG } from '@/config/live-catalog';
import { RARITIES } from '@/data/catalog-enums';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api } from './client';
import { Gw2ApiRequestError } from './errors';
import { withTimeout } from './timeout';

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

/** Parses an answer at the boundary; a wrong shape is an error like any other. */
function parse<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Gw2ApiRequestError(`The GW2 API sent ${what} in an unexpected shape.`, undefined);
  }
  return parsed.data;
}

const timed = <T>(call: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) =>
  withTimeout(call, LIVE_CATALOG.timeoutMs, signal);

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / LIVE_CATALOG.idsPerRequest) }, (_, i) =>
    ids.slice(i * LIVE_CATALOG.idsPerRequest, (i + 1) * LIVE_CATALOG.idsPerRequest),
  );

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

/** Asks `ids` of one bulk endpoint in chunks; ids the API does not know are left out. */
async function fetchBulk<T>(
  endpoint: '/v2/achievements' | '/v2/items',
  ids: readonly number[],
  schema: z.ZodMiniType<T>,
  what: string,
  signal?: AbortSignal,
): Promise<T[]> {
  const answers = await Promise.all(
    chunks(ids).map((chunk) =>
      timed(
        (timeoutSignal) =>
          noneWhenAllMissing(
            callGw2Api(
              (options) =>
                fetchGw2Api(
                  `${endpoint}?ids=${joinIds(chunk)}&lang=${LIVE_CATALOG.lang}` as `/v2/items?ids=${string}`,
                  options,
                ) as Promise<unknown[]>,
              undefined,
              timeoutSignal,
            ),
          ),
        signal,
      ),
    ),
  );
  return parse(z.array(schema), answers.flat(), what);
}

/** `GET /v2/achievements?ids=…`: names, descriptions and bits (with the hint texts). */
export const fetchGameAchievements = (ids: readonly number[], signal?: AbortSignal) =>
  fetchBulk('/v2/achievements', ids, gameAchievementSchema, 'achievements', signal);

/** `GET /v2/items?ids=…`: names, icons and rarities. */
export const fetchGameItems = (ids: readonly number[], signal?: AbortSignal) =>
  fetchBulk('/v2/items', ids, gameItemSchema, 'items', signal);

/** The schemas, for reading a cached answer back. */
export const gameCatalogSchemas = { achievement: gameAchievementSchema, item: gameItemSchema };
