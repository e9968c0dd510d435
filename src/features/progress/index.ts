export { useMarksStore } from './marks-store';
export {
  useAccountAchievements,
  useAchievementProgress,
  type AchievementProgress,
} from './use-achievement-progress';
export {
  useAcquiredFish,
  useProgressSource,
  useRegionCompletion,
  useToggleFish,
  type ProgressSource,
} from './use-progress';
