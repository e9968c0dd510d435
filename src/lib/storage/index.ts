export { createExport, importExport, type ExportFile, type ImportResult } from './export-import';
export { keepValidEntries, keepValidItems } from './keep-valid';
export { createPersistedStore, type SliceDefinition } from './persisted-store';
export { setPersistence, startStorageSync, useUserData, type SyncedStore } from './persistence';
export { safeLocalStorage, STORAGE_PREFIX, storageKey } from './safe-local-storage';
export { reportStorageNotice, useStorageNotices, type StorageNotice } from './storage-notices';
