export { KEY_FORMAT_MESSAGE, keyFormat } from './key-format';
export {
  emptyKeys,
  entryNamed,
  KEY_NAME_MAX,
  keyTransitions,
  nameForNewKey,
  type ApiKeyEntry,
  type KeysState,
} from './keys-state';
export { describeApiError, refreshIntervalMs, retryDelayMs, shouldRetry } from './api-errors';
