export {
  applyImport,
  createExport,
  MAX_IMPORT_BYTES,
  previewImport,
  type ExportFile,
  type GroupRefusal,
  type Imported,
  type ImportGroup,
  type ImportRefusal,
  type ImportMode,
  type ImportPreview,
} from './export-import';
export type { CapReached, SetWithinCap } from './cap-rule';
export { capReachedMessage } from './cap-words';
export { downloadExport } from './download-export';
export {
  describeByName,
  isRecord,
  type ItemRef,
  type StorageProblem,
  keepValidEntries,
  keepValidItems,
  withoutReservedNames,
} from './keep-valid';
export { type MergeCap } from './merge-import';
export {
  createPersistedStore,
  loadChecksInBackground,
  loadSliceChecks,
  storedDataRead,
  type SliceDefinition,
} from './persisted-store';
export type { SliceChecks } from './slice-definition';
export { setPersistence, startStorageSync, useUserData, type SyncedStore } from './persistence';
export { safeLocalStorage, STORAGE_PREFIX, storageKey } from './safe-local-storage';
export { unsavedData } from './unsaved-data';
export {
  reportStorageNotice,
  useStorageNotices,
  type StorageNotice,
  type StorageNoticeContent,
} from './storage-notices';
export {
  importedText,
  itemText,
  LABELLED_SLICES,
  noticeText,
  problemText,
  refusalText,
  sliceLabel,
} from './storage-words';
