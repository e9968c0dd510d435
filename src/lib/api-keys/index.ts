export { KEY_FORMAT_MESSAGE, keyFormat } from './key-format';
export {
  checkRename,
  emptyKeys,
  entryNamed,
  KEY_NAME_MAX,
  keyTransitions,
  nameForNewKey,
  type ApiKeyEntry,
  type KeysState,
  type RenameCheck,
  type RenameProblem,
} from './keys-state';
export {
  describeApiError,
  isKeyRefused,
  type EndpointNeed,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from './api-errors';
