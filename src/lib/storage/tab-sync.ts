/**
 * Two tabs, one stored entry. Each tab remembers the stored text it last read, wrote or took in
 * (its base). Saving reads what is stored, merges what another tab stored since the base with
 * this tab's data item by item (`mergeChanges`) and writes the result in the same synchronous
 * step, so a save never drops what another tab saved before it.
 *
 * That step is atomic only within one browser process: tabs in different processes can both read
 * the same entry and both write, and the later write wins. Its writer then hears of the earlier
 * one (storage event: `oldValue` → `newValue`, the change as it was made) while its own entry is
 * still stored, so each storage event's change is merged into this tab's data and saved again;
 * the tab whose write was overwritten hears the winner's save and then that repair.
 *
 * When a save's merge would hold more than the slice keeps (two tabs' additions together), what is
 * stored is kept and this tab shows it, telling its player the addition was not kept
 * (`capReached`, the rule every action holds).
 */
import { capReached } from './cap-rule';
import { mergeChanges, sameData } from './merge-changes';
import { safeLocalStorage } from './safe-local-storage';
import { parseEntry, type SliceDefinition } from './slice-definition';
import { reportStorageNotice } from './storage-notices';

/** One slice's link between this tab's data and the stored entry. */
export interface TabSync<P> {
  /** Remembers stored text this tab read (at load or on a rehydrate). */
  seen: (raw: string | null) => void;
  /**
   * Saves `mine` with the changes another tab stored since this tab's base merged in, in one
   * synchronous step; returns what is stored now.
   */
  save: (mine: P, version: number) => P;
  /**
   * After another tab saved (`oldRaw` → `newRaw`): this tab's data with that change merged in,
   * `unreadable` when the saved entry cannot be read as current data, or undefined when it was
   * removed. What is stored now becomes the base.
   */
  takeIn: (
    mine: P,
    oldRaw: string | null,
    newRaw: string | null,
  ) => { merged: P; stored: P | undefined } | 'unreadable' | undefined;
}

/**
 * @param initial this store's initial data: the base when nothing was stored when this tab
 *   loaded (e.g. persistence turned on in another tab), so this tab's unsaved changes count as
 *   its own.
 */
export function createTabSync<P>(
  definition: SliceDefinition<unknown, P>,
  key: string,
  initial: () => P,
): TabSync<P> {
  let base: string | null = null;
  const baseData = () => parseEntry(definition, base) ?? initial();
  /** Whether merging into what is stored (`theirs`) goes past the cap; the player is told. */
  const pastCap = (theirs: P, merged: P) => {
    const refused = capReached(definition, theirs, merged);
    if (refused) reportStorageNotice({ kind: 'cap-reached', ...refused });
    return refused !== undefined;
  };

  return {
    seen: (raw) => {
      base = raw;
    },
    save: (mine, version) => {
      const stored = safeLocalStorage.get(key);
      const theirs = stored === base ? undefined : parseEntry(definition, stored);
      // Unreadable or missing: this tab's data is the best there is (as on any first save).
      const data = theirs === undefined ? mine : (mergeChanges(baseData(), mine, theirs) as P);
      if (theirs !== undefined && (sameData(data, theirs) || pastCap(theirs, data))) {
        base = stored;
        return theirs;
      }
      const raw = JSON.stringify({ state: data, version });
      // A failed write leaves the stored entry as it was: it stays the base.
      base = safeLocalStorage.set(key, raw) ? raw : stored;
      return data;
    },
    takeIn: (mine, oldRaw, newRaw) => {
      if (newRaw === null) return undefined;
      const theirs = parseEntry(definition, newRaw);
      if (theirs === undefined) return 'unreadable';
      // What the other tab changed from (nothing stored yet: this store's initial data).
      const from = parseEntry(definition, oldRaw) ?? initial();
      base = safeLocalStorage.get(key);
      // Not cut to the cap here: both tabs must settle on the same data, and a union past the
      // cap is what both agree on (the next load keeps its first items, and says so).
      const merged = mergeChanges(from, mine, theirs) as P;
      return { merged, stored: parseEntry(definition, base) };
    },
  };
}
