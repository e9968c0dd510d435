export { AccountStartup } from './account-startup';
export { AccountStatusLine } from './account-status-line';
export { ApiKeyManager } from './key-manager';
export { useKeysStore } from './store';
export { useAccountProgress, useAccountStatus, type AccountStatus } from './use-account';
