import { holdEntries, holdEntry, storeHeldEntries } from './held-entries';
import {
  createPersistedStore,
  registeredSlices,
  setPersistenceGate,
  storeCreated,
} from './persisted-store';
import { isRecord } from './keep-valid';
import { safeLocalStorage, STORAGE_PREFIX, storageKey } from './safe-local-storage';
import { createStores } from './slice-registry';
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

// Turned on, here or in another tab: everything this tab holds is saved at once, each store's
// data merged with what another tab stored meanwhile (that tab saved only the stores it had
// created), and what it held of the stores it has not created is stored again (`held-entries.ts`).
useUserData.subscribe((state, before) => {
  if (!state.persist || before.persist) return;
  registeredSlices.forEach((slice) => slice.save());
  storeHeldEntries();
});

/**
 * The stores of entries this tab holds in memory are created, in the background, so they hold
 * the data as every other store does (the update prompt counts what they hold, `unsavedData`).
 */
function createHeldStores(keys: readonly string[]) {
  if (keys.length === 0) return;
  createStores(keys.map((key) => key.slice(STORAGE_PREFIX.length))).catch(() =>
    console.warn('Some stored data is held until the part of the app that shows it loads.'),
  );
}

/**
 * Turns saving on (everything on screen is saved at once) or off (every stored entry of the app
 * is removed; what this tab holds stays until the page closes, also for the stores it has not
 * created yet: their entries are held in memory, `held-entries.ts`).
 */
export function setPersistence(on: boolean) {
  useUserData.setState({ persist: on });
  if (!on) {
    const others = safeLocalStorage.appKeys().filter((key) => key !== storageKey(USER_DATA));
    const notCreated = others.filter((key) => !storeCreated(key));
    holdEntries(notCreated);
    createHeldStores(notCreated);
    registeredSlices.forEach((slice) => slice.clear());
    safeLocalStorage.appKeys().forEach((key) => safeLocalStorage.remove(key));
  }
}

/**
 * Keeps open tabs consistent: the change another tab saved is merged into this tab's data item by
 * item and saving merges what is stored first (`tab-sync.ts`), so pins made in both tabs at once, or
 * unsaved changes of this tab when another tab turns persistence on, are all kept; persistence turned off elsewhere turns it off
 * here too, without losing what this tab shows. Each change reaches the store of its slice when
 * this page has created it, however late; a store created later reads what is stored then.
 */
export function startStorageSync(target: Window = window) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !event.key.startsWith(STORAGE_PREFIX)) return;
    const userDataRemoved =
      event.key === null || (event.key === storageKey(USER_DATA) && !event.newValue);
    if (userDataRemoved) {
      useUserData.setState({ persist: false });
      return;
    }
    const slice = registeredSlices.find(({ key }) => key === event.key);
    if (slice) slice.mergeOtherTab(event.oldValue, event.newValue);
    else if (event.key !== null && event.newValue === null && event.oldValue !== null) {
      // Removed (persistence turned off there) before this page created its store: kept in
      // memory, as a created store keeps what it shows.
      holdEntry(event.key, event.oldValue);
      createHeldStores([event.key]);
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
