export { AccountStartup } from './account-startup';
export { ApiKeyManager } from './key-manager';
export { useKeysStore } from './keys-store';
export { useAccountProgress, useAccountStatus } from './use-account';
