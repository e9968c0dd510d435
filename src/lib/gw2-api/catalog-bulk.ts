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

/**
 * An entry of the game's answer the app left out, and why (issue 40, G3): stored with the answer
 * and listed on `/help/data`.
 */
export const rejectedEntrySchema = z.object({
  kind: z.enum(['achievement', 'item']),
  /** Its id and name where they could be read. */
  id: z.nullable(z.number()),
  name: z.nullable(z.string()),
  /** The API's fields whose values the app does not expect; none: not an entry at all. */
  fields: z.array(z.string()),
  /** The id came more than once: the app cannot tell which copy to trust. */
  duplicate: z.boolean(),
});
export type RejectedEntry = z.infer<typeof rejectedEntrySchema>;

/** The entries of an answer the app can use, and those it left out. */
export interface CheckedEntries<T> {
  entries: T[];
  rejected: RejectedEntry[];
}

const field = (entry: unknown, key: 'id' | 'name') =>
  typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined;
const idOf = (entry: unknown) => {
  const id = field(entry, 'id');
  return typeof id === 'number' ? id : null;
};
const nameOf = (entry: unknown) => {
  const name = field(entry, 'name');
  return typeof name === 'string' ? name : null;
};

/**
 * Checks each entry of an answer on its own: one with a value the app does not expect (a rarity
 * it does not know, an icon from another host, a wrong type) or an id sent twice is left out and
 * named; the others are used. One odd entry no longer spoils the whole answer.
 */
export function keepValidEntries<T>(
  schema: z.ZodMiniType<T>,
  answer: readonly unknown[],
  kind: RejectedEntry['kind'],
): CheckedEntries<T> {
  const seen = new Map<number, number>();
  for (const entry of answer) {
    const id = idOf(entry);
    if (id !== null) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  const entries: T[] = [];
  const rejected: RejectedEntry[] = [];
  const twice = new Set<number>();
  for (const entry of answer) {
    const id = idOf(entry);
    const about = { kind, id, name: nameOf(entry) };
    if (id !== null && (seen.get(id) ?? 0) > 1) {
      if (!twice.has(id)) rejected.push({ ...about, fields: [], duplicate: true });
      twice.add(id);
      continue;
    }
    const parsed = schema.safeParse(entry);
    if (parsed.success) entries.push(parsed.data);
    else {
      const fields = new Set(parsed.error.issues.flatMap(({ path }) => path.slice(0, 1)));
      rejected.push({ ...about, fields: [...fields].map(String), duplicate: false });
    }
  }
  return { entries, rejected };
}

export const timed = <T>(call: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) =>
  withTimeout(call, LIVE_CATALOG.timeoutMs, signal);

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / LIVE_CATALOG.idsPerRequest) }, (_, i) =>
    ids.slice(i * LIVE_CATALOG.idsPerRequest, (i + 1) * LIVE_CATALOG.idsPerRequest),
  );

/**
 * Asks `ids` of one bulk endpoint in the game's language `lang`, in chunks (each with its own
 * timeout); ids the API does not know are left out, and so is each entry `schema` refuses. An
 * answer that is not a list at all is an error.
 */
export async function fetchBulk<T>(
  endpoint: '/v2/achievements' | '/v2/items',
  ids: readonly number[],
  lang: Locale,
  schema: z.ZodMiniType<T>,
  what: string,
  signal?: AbortSignal,
): Promise<CheckedEntries<T>> {
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
  const entries = answers.map((answer) => parse(z.array(z.unknown()), answer, what)).flat();
  return keepValidEntries(schema, entries, endpoint === '/v2/items' ? 'item' : 'achievement');
}
