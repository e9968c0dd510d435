export { useReloadAccount } from './account-query';
export { selectKey } from './key-actions';
export { ApiKeyManager } from './key-manager';
export { useKeysStore } from './keys-store';
export { useAccountProgress, useAccountStatus } from './use-account';
