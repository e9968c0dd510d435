import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod/mini';
import {
  emptyKeys,
  entryNamed,
  keyFormat,
  keyTransitions,
  nameForNewKey,
  type KeysState,
} from '@/lib/api-keys';
import {
  createPersistedStore,
  isRecord,
  keepValidEntries,
  type CapReached,
} from '@/lib/storage';

/** A key check under way: which key, and whether it is being added or selected. */
export interface PendingCheck {
  name: string;
  kind: 'add' | 'select';
}

interface KeysStore extends KeysState {
  /** The key being checked right now (not stored). */
  pending?: PendingCheck;
  setPending: (pending: PendingCheck | undefined) => void;
  /** Why the last check of a key failed, by key name (not stored): sentences, worded when shown. */
  problems: Record<string, KeyProblem>;
  setProblem: (name: string, reason: KeyProblem | undefined) => void;
  /** Stores and selects the key; a key past the cap is refused (the player is told). */
  addSuccess: (name: string, key: string) => CapReached | undefined;
  selectSuccess: (name: string) => void;
  markInvalid: (name: string) => void;
  unselect: () => void;
  rename: (from: string, to: string) => void;
  remove: (name: string) => void;
}

/** Sentences saying why a key's check failed, shown one after the other. */
export type KeyProblem = readonly MessageDescriptor[];

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

/** An import adds the file's keys the player does not have yet, under a free name. */
function mergeKeys(current: KeysState, incoming: KeysState): KeysState {
  let merged = current;
  for (const entry of Object.values(incoming.keys)) {
    if (Object.values(merged.keys).some((existing) => existing.key === entry.key)) continue;
    const name = nameForNewKey(merged, entry.key, entry.name, '');
    merged = { ...merged, keys: { ...merged.keys, [name]: { ...entry, name } } };
  }
  return merged;
}

/**
 * The player's API keys by name plus the selected one (spec §3). Held in memory, and saved to the
 * browser only while the persistence switch is on.
 */
export const useKeysStore = createPersistedStore(
  {
    name: 'api-keys',
    version: 1,
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
    partialize: ({ keys, selectedKey }: KeysStore): KeysState => ({ keys, selectedKey }),
    repair: keepValidKeys,
    mergeImport: mergeKeys,
    countItems: ({ keys }) => Object.keys(keys).length,
    itemNames: ({ keys }) => Object.keys(keys).map((name) => ({ name })),
  },
  (set, _get, _api, setWithinCap) => {
    const apply = (transition: (state: KeysState) => KeysState) =>
      set((state) => transition(state));
    return {
      ...emptyKeys,
      pending: undefined,
      setPending: (pending) => set({ pending }),
      problems: {},
      setProblem: (name, reason) =>
        set(({ problems }) => {
          // Computed keys define own properties: a key named "__proto__" is an ordinary name.
          const next = { ...problems, [name]: reason };
          if (reason === undefined) delete next[name];
          return { problems: next as Record<string, KeyProblem> };
        }),
      addSuccess: (name, key) => setWithinCap((s) => keyTransitions.addSuccess(s, name, key)),
      selectSuccess: (name) => apply((s) => keyTransitions.selectSuccess(s, name)),
      markInvalid: (name) => apply((s) => keyTransitions.markInvalid(s, name)),
      unselect: () => apply(keyTransitions.unselect),
      rename: (from, to) => apply((s) => keyTransitions.rename(s, from, to)),
      remove: (name) => apply((s) => keyTransitions.remove(s, name)),
    };
  },
);

/** The selected key's entry, if any (and it still exists). */
export const selectedEntry = (state: KeysState) =>
  state.selectedKey === undefined ? undefined : entryNamed(state.keys, state.selectedKey);
