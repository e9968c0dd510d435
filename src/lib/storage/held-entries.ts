import { safeLocalStorage } from './safe-local-storage';

/**
 * Stored entries of slices whose store this page has not created, kept in memory after the
 * player turned persistence off. A store is created when first used (docs/storage.md "Each store
 * when first used"), so turning saving off removes entries no store on this page has read; the
 * tab keeps them as it keeps what its stores show (also when another tab turned it off), and a
 * store created later reads its entry from here.
 */
const held = new Map<string, string>();

/** Keeps `keys`' stored text in memory (before persistence off removes them). */
export function holdEntries(keys: readonly string[]) {
  for (const key of keys) {
    const raw = safeLocalStorage.get(key);
    if (raw !== null) held.set(key, raw);
  }
}

/** Keeps one entry's text, removed by another tab (its storage event's `oldValue`). */
export const holdEntry = (key: string, raw: string) => void held.set(key, raw);

/** The held text of `key`, if any (a store reading it). */
export const heldEntry = (key: string) => held.get(key) ?? null;

/** The store of `key` has read its held entry: from now on it holds the data itself. */
export const releaseEntry = (key: string) => void held.delete(key);

/**
 * Persistence is on again: each held entry is stored again, unless another tab stored one for
 * that slice meanwhile (it wins: this tab never showed the held one).
 */
export function storeHeldEntries() {
  for (const [key, raw] of held) {
    if (safeLocalStorage.get(key) === null) safeLocalStorage.set(key, raw);
  }
  held.clear();
}
