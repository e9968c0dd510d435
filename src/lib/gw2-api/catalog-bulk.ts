import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { LIVE_CATALOG } from '@/config/live-catalog';
import type { Locale } from '@/config/locales';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api } from './client';
import { Gw2ApiRequestError } from './errors';
import { withTimeout } from './timeout';

/** Parses an answer at the boundary; a wrong shape is an error like any other. */
export function parse<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Gw2ApiRequestError(`The GW2 API sent ${what} in an unexpected shape.`, undefined);
  }
  return parsed.data;
}

export const timed = <T>(call: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) =>
  withTimeout(call, LIVE_CATALOG.timeoutMs, signal);

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / LIVE_CATALOG.idsPerRequest) }, (_, i) =>
    ids.slice(i * LIVE_CATALOG.idsPerRequest, (i + 1) * LIVE_CATALOG.idsPerRequest),
  );

/**
 * Asks `ids` of one bulk endpoint in the game's language `lang`, in chunks (each with its own
 * timeout); ids the API does not know are left out.
 */
export async function fetchBulk<T>(
  endpoint: '/v2/achievements' | '/v2/items',
  ids: readonly number[],
  lang: Locale,
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
                  `${endpoint}?ids=${joinIds(chunk)}&lang=${lang}` as `/v2/items?ids=${string}`,
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
