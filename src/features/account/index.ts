export { useAskProgressOfGameCollections } from './api/get-account-progress';
export { selectKey } from './key-actions';
export { ApiKeyManager } from './key-manager';
export { ProgressRefreshNote } from './progress-refresh-note';
export { useKeysStore } from './keys-store';
export { useAccountLeftOut, useAccountProgress, useAccountStatus } from './use-account';
export { useMissingRegionKeys, useRegionReach } from './region-reach';
export {
  useFishingEquipment,
  type EquippedCharacter,
  type FishingEquipment,
  type UnloadedCharacters,
} from './use-fishing-equipment';
