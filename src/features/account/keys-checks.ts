import * as z from 'zod/mini';
import { keyFormat } from '@/lib/api-keys/key-format';
import type { KeysState } from '@/lib/api-keys/keys-state';
import { isRecord, keepValidEntries } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';

/** A file with more is not a real export. */
const MAX_KEYS = 50;

const entrySchema = z.object({
  name: z.string(),
  // The same check as a typed key: an imported value must look like a GW2 key.
  key: z.string().check(z.refine((key) => keyFormat(key) !== undefined, 'key-format')),
  invalid: z.boolean(),
});

/** Keeps the valid keys of a stored group (and the selection, when its key is among them). */
function keepValidKeys(stored: unknown) {
  const options = { max: MAX_KEYS, items: 'api-keys' };
  const { kept = {}, problems, capped } = keepValidEntries(stored, 'keys', entrySchema, options);
  const keys = kept as KeysState['keys'];
  const selected = (stored as { selectedKey?: unknown } | null)?.selectedKey;
  const data: KeysState =
    typeof selected === 'string' && Object.hasOwn(keys, selected)
      ? { keys, selectedKey: selected }
      : { keys };
  return { data, problems, capped };
}

/** How stored and imported keys are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<KeysState> = {
  schema: z.object({
    // Checked in place, not copied: zod's record would silently drop a key named "__proto__".
    keys: z.custom<KeysState['keys']>(
      (keys) =>
        isRecord(keys) &&
        Object.keys(keys).length <= MAX_KEYS &&
        Object.values(keys).every((entry) => entrySchema.safeParse(entry).success),
    ),
    selectedKey: z.optional(z.string()),
  }),
  repair: keepValidKeys,
};
