import { createPersistedStore, registeredSlices, setPersistenceGate } from './persisted-store';
import { isRecord } from './keep-valid';
import { safeLocalStorage, STORAGE_PREFIX, storageKey } from './safe-local-storage';
import type { Validator } from './slice-definition';
import { reportStorageNotice } from './storage-notices';

const USER_DATA = 'user-data';

/** User data (spec §3): whether the player opted in to saving anything. Off by default. */
interface UserData {
  persist: boolean;
}

/**
 * The switch's own check, written out: it is read at every start-up, before any other slice's
 * checks (and zod) have loaded.
 */
const userDataSchema: Validator<UserData> = {
  safeParse: (data) =>
    isRecord(data) && typeof data.persist === 'boolean'
      ? { success: true, data: { persist: data.persist } }
      : { success: false },
};

export const useUserData = createPersistedStore<UserData, UserData>(
  {
    name: USER_DATA,
    version: 1,
    checks: { schema: userDataSchema },
    partialize: ({ persist }) => ({ persist }),
    exportable: false,
  },
  () => ({ persist: false }),
);

setPersistenceGate(() => useUserData.getState().persist);

/**
 * Entries are written only while the switch is on, and turning it off removes them all: saved
 * data beside an unreadable (or missing) switch entry means the player had it on. The switch then
 * shows On, so the screen matches what is on disk (never Off with keys left behind).
 */
function matchSwitchToDisk() {
  if (useUserData.getState().persist) return;
  const others = safeLocalStorage.appKeys().filter((key) => key !== storageKey(USER_DATA));
  if (others.length === 0) return;
  useUserData.setState({ persist: true });
  reportStorageNotice({ kind: 'kept-on' });
}
matchSwitchToDisk();

/**
 * Turns saving on (everything on screen is saved at once) or off (every stored entry of the app
 * is removed; what is on screen stays until the page closes).
 */
export function setPersistence(on: boolean) {
  useUserData.setState({ persist: on });
  if (on) {
    registeredSlices.forEach((slice) => slice.save());
  } else {
    registeredSlices.forEach((slice) => slice.clear());
    safeLocalStorage.appKeys().forEach((key) => safeLocalStorage.remove(key));
  }
}

/** A store made by `createPersistedStore`, as the storage sync sees it. */
export interface SyncedStore {
  persist: { getOptions: () => { name?: string }; rehydrate: () => unknown };
}

/**
 * Keeps open tabs consistent: the change another tab saved is merged into this tab's data item by
 * item and saving merges what is stored first (`tab-sync.ts`), so pins made in both tabs at once, or
 * unsaved changes of this tab when another tab turns persistence on, are all kept; persistence turned off elsewhere turns it off
 * here too, without losing what this tab shows.
 */
export function startStorageSync(stores: readonly SyncedStore[], target: Window = window) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !event.key.startsWith(STORAGE_PREFIX)) return;
    const userDataRemoved =
      event.key === null || (event.key === storageKey(USER_DATA) && !event.newValue);
    if (userDataRemoved) {
      useUserData.setState({ persist: false });
      return;
    }
    const synced = [useUserData, ...stores].some(
      (store) => store.persist.getOptions().name === event.key,
    );
    if (!synced) return;
    registeredSlices
      .find((slice) => slice.key === event.key)
      ?.mergeOtherTab(event.oldValue, event.newValue);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
