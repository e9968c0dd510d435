import { fetchGw2Api } from '@gw2api/fetch';
import * as z from 'zod/mini';
import { ACCOUNT_API } from '@/config/constants';
import {
  ACCOUNT_PROGRESS_LIMITS,
  accountProgressEntrySchema,
  achievementIdSchema,
} from './account-progress-schema';
import { joinIds, noneWhenAllMissing } from './bulk';
import { keepValidEntries, type RejectedEntry } from './catalog-bulk';
import { callGw2Api, type Gw2CallOptions } from './client';
import { Gw2ApiRequestError } from './errors';
import { withTimeout } from './timeout';

const tokenInfoSchema = z.object({
  name: z.string(),
  permissions: z.array(z.string()),
});

const accountSchema = z.object({ access: z.array(z.string()) });

/** One achievement's progress, checked (`accountProgressEntrySchema`). */
export type AccountProgressEntry = z.infer<ReturnType<typeof accountProgressEntrySchema>>;

/** The account's achievements answer, cleaned where it enters (docs/account.md "Account progress"). */
export interface AccountProgressAnswer {
  /** The entries the app uses: asked ids, once each, whole non-negative numbers. */
  progress: AccountProgressEntry[];
  /** The entries left out, and why (listed on `/help/data`). */
  leftOut: RejectedEntry[];
  /** The asked achievements whose entry was left out: their progress is not known. */
  unread: number[];
  /** Entries past `ACCOUNT_PROGRESS_LIMITS.maxEntries`, not read at all. */
  notRead: number;
}

/**
 * Cleans the account's achievements answer once, at the boundary: an entry whose id was not asked,
 * that came twice, or with a value out of bounds (a negative or fractional bit, count or id; too
 * many bits) is left out and named; the rest is used. At most `maxEntries` entries are read.
 */
export function cleanAccountProgress(
  answer: readonly unknown[],
  asked: readonly number[],
): AccountProgressAnswer {
  const askedIds = new Set(asked);
  const id = achievementIdSchema.check(z.refine((value) => askedIds.has(value)));
  const { maxEntries } = ACCOUNT_PROGRESS_LIMITS;
  const { entries, rejected } = keepValidEntries(
    accountProgressEntrySchema(id),
    answer.slice(0, maxEntries),
    'achievement',
  );
  const unread = rejected.flatMap(({ id }) => (id !== null && askedIds.has(id) ? [id] : []));
  // An id in `unread` was asked and could not be read (bad, or twice): never one that was used.
  return {
    progress: entries,
    leftOut: rejected,
    unread: [...new Set(unread)],
    notRead: Math.max(0, answer.length - maxEntries),
  };
}

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
 * `GET /v2/account/achievements?ids=…` for `ids` (each once), in chunks of
 * {@link ACCOUNT_API.idsPerRequest}, each answer cleaned ({@link cleanAccountProgress}). Achievements the account has no progress on are simply
 * absent; an answer that is not a list is an error.
 */
export async function fetchAccountAchievements(
  ids: readonly number[],
  accessToken: string,
  signal?: AbortSignal,
): Promise<AccountProgressAnswer> {
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
  // Each answer is cleaned against its own request's ids: an entry no request asked is left out.
  const cleaned = answers.map((answer, index) =>
    cleanAccountProgress(parse(z.array(z.unknown()), answer, 'account progress'), chunks[index]!),
  );
  return {
    progress: cleaned.flatMap((answer) => answer.progress),
    leftOut: cleaned.flatMap((answer) => answer.leftOut),
    unread: cleaned.flatMap((answer) => answer.unread),
    notRead: cleaned.reduce((sum, answer) => sum + answer.notRead, 0),
  };
}
