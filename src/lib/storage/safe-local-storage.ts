import { reportStorageNotice } from './storage-notices';

/** Every key the app writes starts with this prefix, so the app can find and remove all of them. */
export const STORAGE_PREFIX = 'tyria-fishing-companion:';

export const storageKey = (slice: string) => `${STORAGE_PREFIX}${slice}`;

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * localStorage with every call guarded: blocked or full storage never throws into the app; the
 * player is told once instead and the app keeps working in memory.
 */
export const safeLocalStorage = {
  get(key: string): string | null {
    try {
      return localStorageOrUndefined()?.getItem(key) ?? null;
    } catch {
      reportStorageNotice({ kind: 'blocked' });
      return null;
    }
  },
  set(key: string, value: string): boolean {
    try {
      const storage = localStorageOrUndefined();
      if (!storage) throw new Error('no storage');
      storage.setItem(key, value);
      return true;
    } catch (error) {
      reportStorageNotice({ kind: isQuotaError(error) ? 'quota' : 'blocked' });
      return false;
    }
  },
  remove(key: string) {
    try {
      localStorageOrUndefined()?.removeItem(key);
    } catch {
      // Nothing stored can be removed from a storage we cannot reach.
    }
  },
  /** All keys of this app currently stored. */
  appKeys(): string[] {
    try {
      const storage = localStorageOrUndefined();
      if (!storage) return [];
      return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false,
      );
    } catch {
      return [];
    }
  },
};
