import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { ACCOUNT_API } from '@/config/constants';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api } from './client';
import { Gw2ApiRequestError } from './errors';
import { withTimeout } from './timeout';

const tokenInfoSchema = z.object({
  name: z.string(),
  permissions: z.array(z.string()),
});

const accountAchievementsSchema = z.array(
  z.object({
    id: z.number(),
    done: z.boolean(),
    bits: z.optional(z.array(z.number())),
    repeated: z.optional(z.number()),
    current: z.optional(z.number()),
    max: z.optional(z.number()),
  }),
);

/** Parses an answer at the boundary; a wrong shape is an error like any other. */
function parse<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Gw2ApiRequestError(`The GW2 API sent ${what} in an unexpected shape.`, undefined);
  }
  return parsed.data;
}

/** `GET /v2/tokeninfo` for `accessToken` (sent only to the GW2 API, never in an error). */
export async function fetchTokenInfo(accessToken: string, signal?: AbortSignal) {
  const data = await withTimeout(
    (timeoutSignal) =>
      callGw2Api(
        (options) => fetchGw2Api('/v2/tokeninfo', { ...options, accessToken }),
        accessToken,
        timeoutSignal,
      ),
    ACCOUNT_API.timeoutMs,
    signal,
  );
  return parse(tokenInfoSchema, data, 'key details');
}

/**
 * `GET /v2/account/achievements?ids=…` for `ids`, in chunks of {@link ACCOUNT_API.idsPerRequest}.
 * Achievements the account has no progress on are simply absent.
 */
export async function fetchAccountAchievements(
  ids: readonly number[],
  accessToken: string,
  signal?: AbortSignal,
) {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += ACCOUNT_API.idsPerRequest) {
    chunks.push(ids.slice(i, i + ACCOUNT_API.idsPerRequest));
  }
  const answers = await Promise.all(
    chunks.map((chunk) =>
      withTimeout(
        (timeoutSignal) =>
          noneWhenAllMissing(
            callGw2Api(
              (options) =>
                fetchGw2Api(`/v2/account/achievements?ids=${joinIds(chunk)}` as const, {
                  ...options,
                  accessToken,
                }) as Promise<unknown[]>,
              accessToken,
              timeoutSignal,
            ),
          ),
        ACCOUNT_API.timeoutMs,
        signal,
      ),
    ),
  );
  return parse(accountAchievementsSchema, answers.flat(), 'account progress');
}
