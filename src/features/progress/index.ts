export { useMarksStore } from './marks-store';
export { useAcquiredFish, useRegionCompletion, useToggleFish } from './use-progress';
