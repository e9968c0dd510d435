// The GW2 API calls of `npm run data:refresh`, typed by @gw2api/fetch. No API key is needed.
import { fetchGw2Api, Gw2ApiError } from '@gw2api/fetch';
import type { Achievement } from '@gw2api/types/data/achievement';
import type { Item } from '@gw2api/types/data/item';
import type { Locale } from '../../../src/config/locales.ts';
import { GW2_SCHEMA_VERSION } from '../../../src/lib/gw2-api/schema-version.ts';

/** The API allows at most 200 ids per `?ids=` request. */
export const MAX_IDS_PER_REQUEST = 200;

/** Where the answers come from and where incomplete answers are reported. */
export interface ApiContext {
  base: string;
  warn: (line: string) => void;
}

/** Thrown on any network or HTTP failure; the message names the URL and the cause. */
export class RefreshFetchError extends Error {
  override name = 'RefreshFetchError';
}

/** `@gw2api/fetch` always targets api.guildwars2.com; this points it at the chosen base. */
function rebaseTo(base: string) {
  return (request: Request): Request => {
    const url = new URL(request.url);
    const target = new URL(base.replace(/\/$/, '') + url.pathname + url.search);
    return new Request(target, request);
  };
}

async function call<T>(
  context: ApiContext,
  endpoint: string,
  fetcher: (options: {
    schema: typeof GW2_SCHEMA_VERSION;
    onRequest: (request: Request) => Request;
    onResponse: (response: Response) => void;
  }) => Promise<T>,
): Promise<{ value: T; status: number } | { value: null; status: 404 }> {
  let status = 0;
  try {
    const value = await fetcher({
      schema: GW2_SCHEMA_VERSION,
      onRequest: rebaseTo(context.base),
      onResponse: (response) => void (status = response.status),
    });
    return { value, status };
  } catch (error) {
    // The API answers 404 when none of the requested ids exists: that is missing ids, not a failure.
    if (
      error instanceof Gw2ApiError &&
      status === 404 &&
      /ids provided are invalid/.test(error.message)
    )
      return { value: null, status: 404 };
    const cause = error instanceof Gw2ApiError ? error.message : describe(error);
    throw new RefreshFetchError(`Could not fetch ${endpoint} from ${context.base}: ${cause}`);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return error.message + cause;
}

function chunks(ids: readonly number[]): number[][] {
  const result: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST)
    result.push(ids.slice(start, start + MAX_IDS_PER_REQUEST));
  return result;
}

/**
 * Fetches many ids in chunks, in the API's default language (English) or in `lang`; partial
 * answers and missing ids are reported through `warn`.
 */
async function fetchByIds<T extends { id: number }>(
  context: ApiContext,
  path: '/v2/achievements' | '/v2/items',
  ids: readonly number[],
  lang: Locale | undefined,
  fetchChunk: (endpoint: `${typeof path}?ids=${string}`, options: never) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  const named = lang ? `${path} (${lang})` : path;
  for (const chunk of chunks([...new Set(ids)])) {
    const endpoint = `${path}?ids=${chunk.join(',')}${lang ? `&lang=${lang}` : ''}` as const;
    const answer = await call(context, endpoint, (options) =>
      fetchChunk(endpoint, options as never),
    );
    const entries = answer.value ?? [];
    if (answer.status === 206) context.warn(`${named} answered 206 (partial content).`);
    const returned = new Set(entries.map((entry) => entry.id));
    const missing = chunk.filter((id) => !returned.has(id));
    if (missing.length > 0) context.warn(`${named} did not return ids ${missing.join(', ')}.`);
    found.push(...entries);
  }
  return found;
}

export function fetchAchievements(
  context: ApiContext,
  ids: readonly number[],
  lang?: Locale,
): Promise<Achievement[]> {
  return fetchByIds(context, '/v2/achievements', ids, lang, (endpoint, options) =>
    fetchGw2Api(endpoint as `/v2/achievements?ids=${string}`, options),
  );
}

export function fetchItems(
  context: ApiContext,
  ids: readonly number[],
  lang?: Locale,
): Promise<Item[]> {
  return fetchByIds(context, '/v2/items', ids, lang, (endpoint, options) =>
    fetchGw2Api(endpoint as `/v2/items?ids=${string}`, options),
  );
}

/** The achievement ids of one category (the schema answers objects; older schemas plain ids). */
export async function fetchCategoryAchievementIds(
  context: ApiContext,
  categoryId: number,
): Promise<number[]> {
  const endpoint = `/v2/achievements/categories/${categoryId}` as const;
  const answer = await call(context, endpoint, (options) => fetchGw2Api(endpoint, options));
  if (answer.value === null) throw new RefreshFetchError(`Category ${categoryId} does not exist.`);
  const entries: unknown[] = answer.value.achievements;
  return entries.map((entry) => (typeof entry === 'number' ? entry : (entry as { id: number }).id));
}
