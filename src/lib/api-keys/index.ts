export { KEY_FORMAT_MESSAGE, keyFormat, type KeyFormat } from './key-format';
export {
  cleanKeyName,
  emptyKeys,
  entryNamed,
  KEY_NAME_MAX,
  keyTransitions,
  nameForNewKey,
  type ApiKeyEntry,
  type KeysState,
} from './keys-state';
export {
  describeApiError,
  isRateLimited,
  refreshIntervalMs,
  retryDelayMs,
  shouldRetry,
} from './api-errors';
