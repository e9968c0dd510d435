import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { ACCOUNT_API } from '@/config/constants';
import { joinIds, noneWhenAllMissing } from './bulk';
import { callGw2Api, type Gw2CallOptions } from './client';
import { Gw2ApiRequestError } from './errors';
import { withTimeout } from './timeout';

const tokenInfoSchema = z.object({
  name: z.string(),
  permissions: z.array(z.string()),
});

const accountSchema = z.object({ access: z.array(z.string()) });

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

/**
 * One request that needs a key, with the account timeout: `call` gets the options to spread into
 * `fetchGw2Api` (the key goes only to the GW2 API, never into an error).
 */
export const fetchWithKey = <T>(
  call: (options: Gw2CallOptions & { accessToken: string }) => Promise<T>,
  accessToken: string,
  signal?: AbortSignal,
) =>
  withTimeout(
    (timeoutSignal) =>
      callGw2Api((options) => call({ ...options, accessToken }), accessToken, timeoutSignal),
    ACCOUNT_API.timeoutMs,
    signal,
  );

/** `GET /v2/tokeninfo` for `accessToken` (sent only to the GW2 API, never in an error). */
export async function fetchTokenInfo(accessToken: string, signal?: AbortSignal) {
  const data = await fetchWithKey(
    (options) => fetchGw2Api('/v2/tokeninfo', options),
    accessToken,
    signal,
  );
  return parse(tokenInfoSchema, data, 'key details');
}

/**
 * `GET /v2/account` (permission `account`): what content the account has access to, as the API
 * words it (`GuildWars2`, `PathOfFire`, …; a value the app does not know yet is kept).
 */
export async function fetchAccountAccess(accessToken: string, signal?: AbortSignal) {
  const data = await fetchWithKey(
    (options) => fetchGw2Api('/v2/account', options),
    accessToken,
    signal,
  );
  return parse(accountSchema, data, 'account details').access;
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
      noneWhenAllMissing(
        fetchWithKey(
          (options) =>
            fetchGw2Api(`/v2/account/achievements?ids=${joinIds(chunk)}` as const, options),
          accessToken,
          signal,
        ) as Promise<unknown[]>,
      ),
    ),
  );
  return parse(accountAchievementsSchema, answers.flat(), 'account progress');
}
