import * as z from 'zod/mini';
import { isRecord, type StorageProblem } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';
import {
  DEFAULT_FORM,
  keptCollections,
  MAX_COLLECTION_KEY_LENGTH,
  MAX_SESSION_COLLECTIONS,
  MINUTES_PER_FISH_RANGE,
  SESSION_LENGTHS,
  type SessionState,
} from '@/lib/session/session-state';
import { isSessionInstant } from '@/lib/session/session-time';

/** An instant the session may read now: within a year, on a valid date (issue 57, S1). */
const instant = z.optional(
  z.number().check(z.refine((value) => isSessionInstant(value, Date.now()))),
);

const formSchema = z.object({
  minutes: z.literal(SESSION_LENGTHS),
  start: instant,
  collections: z
    .array(z.string().check(z.minLength(1), z.maxLength(MAX_COLLECTION_KEY_LENGTH)))
    .check(z.maxLength(MAX_SESSION_COLLECTIONS)),
  minutesPerFish: z
    .int()
    .check(z.gte(MINUTES_PER_FISH_RANGE.min), z.lte(MINUTES_PER_FISH_RANGE.max)),
  includeMissing: z.boolean(),
  includeAbovePower: z.boolean(),
});

/** The map a rest was planned on: a collection key (`isCollectionKey`). */
const restOn = z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_COLLECTION_KEY_LENGTH)));

const schema = z.object({ form: formSchema, startedAt: instant, restFrom: instant, restOn });

/**
 * Keeps what is readable of a stored or imported session: an instant it may not read (a start
 * past the last valid date froze every later visit) is left open, a setting it cannot read gets
 * its default, the chosen collections are cut to the cap. Nothing else is reset.
 */
function keepReadableSession(stored: unknown) {
  const values = isRecord(stored) ? stored : {};
  const form = isRecord(values.form) ? values.form : {};
  const problems: StorageProblem[] = [];
  const kept: Record<string, unknown> = { ...DEFAULT_FORM };
  for (const [name, check] of Object.entries(formSchema.shape)) {
    if (name === 'collections') continue;
    if (form[name] === undefined || check.safeParse(form[name]).success) {
      if (form[name] !== undefined) kept[name] = form[name];
    } else problems.push({ kind: 'default-used', setting: name });
  }
  const collections = Array.isArray(form.collections)
    ? keptCollections(form.collections.filter((key): key is string => typeof key === 'string'))
    : [];
  if (!Array.isArray(form.collections) || collections.length !== form.collections.length) {
    problems.push({ kind: 'default-used', setting: 'collections' });
  }
  kept.collections = collections;
  const session: Record<string, unknown> = { form: kept };
  for (const name of ['startedAt', 'restFrom'] as const) {
    if (instant.safeParse(values[name]).success) session[name] = values[name];
    else problems.push({ kind: 'default-used', setting: name });
  }
  // The map belongs to its rest: kept only with a readable one.
  if (session.restFrom !== undefined && restOn.safeParse(values.restOn).success) {
    if (values.restOn !== undefined) session.restOn = values.restOn;
  } else if (values.restOn !== undefined)
    problems.push({ kind: 'default-used', setting: 'restOn' });
  return { data: session, problems };
}

/** How a stored or imported session is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<SessionState> = { schema, repair: keepReadableSession };
