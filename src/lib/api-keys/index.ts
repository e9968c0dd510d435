export { KEY_FORMAT_MESSAGE, keyFormat, type KeyFormat } from './key-format';
export {
  emptyKeys,
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
