export {
  applyImport,
  createExport,
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  previewImport,
  type ExportFile,
  type ImportGroup,
  type ImportMode,
  type ImportPreview,
} from './export-import';
export { downloadExport } from './download-export';
export {
  describeByName,
  isRecord,
  keepValidEntries,
  keepValidItems,
  withoutReservedNames,
} from './keep-valid';
export { type MergeCap } from './merge-import';
export { createPersistedStore, type SliceDefinition } from './persisted-store';
export { setPersistence, startStorageSync, useUserData, type SyncedStore } from './persistence';
export { safeLocalStorage, STORAGE_PREFIX, storageKey } from './safe-local-storage';
export { unsavedData } from './unsaved-data';
export { reportStorageNotice, useStorageNotices, type StorageNotice } from './storage-notices';
