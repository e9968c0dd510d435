export { emptyMarks, toggleMark, type ManualMarks } from './manual-marks';
export {
  acquiredFromAccount,
  completionFromAccount,
  completionsOf,
  type AccountAchievementProgress,
  type CollectionBits,
} from './account-progress';
