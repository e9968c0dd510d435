import type { MessageDescriptor } from '@lingui/core';
import {
  emptyKeys,
  entryNamed,
  keyTransitions,
  nameForNewKey,
  type KeysState,
} from '@/lib/api-keys/keys-state';
import { createPersistedStore } from '@/lib/storage/persisted-store';
import type { CapReached } from '@/lib/storage/cap-rule';

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
    checks: () => import('./keys-checks'),
    partialize: ({ keys, selectedKey }: KeysStore): KeysState => ({ keys, selectedKey }),
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
