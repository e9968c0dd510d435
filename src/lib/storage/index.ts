export { createExport, importExport, type ExportFile, type ImportResult } from './export-import';
export {
  createPersistedStore,
  keepValidEntries,
  keepValidItems,
  type SliceDefinition,
} from './persisted-store';
export { setPersistence, startStorageSync, useUserData, type SyncedStore } from './persistence';
export { safeLocalStorage, STORAGE_PREFIX, storageKey } from './safe-local-storage';
export { reportStorageNotice, useStorageNotices, type StorageNotice } from './storage-notices';
