export { useReloadAccount } from './api/get-account-progress';
export { selectKey } from './key-actions';
export { ApiKeyManager } from './key-manager';
export { useKeysStore } from './keys-store';
export { useAccountProgress, useAccountStatus } from './use-account';
