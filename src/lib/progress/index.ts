export { emptyMarks, toggleMark, type ManualMarks } from './manual-marks';
export { type AccountAchievementProgress } from './account-progress';
export { type AchievementProgress } from './achievement-progress';
export { deriveProgress, type Progress } from './derive-progress';
export { markingPaused } from './marking';
export { type RegionRound } from './rounds';
