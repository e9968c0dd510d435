export { AchievementPage } from './achievement-page';
export { AchievementsTab } from './achievements-tab';
export { AchievementCard, type AchievementCardProps } from './achievement-card';
export { FishCard, type FishCardProps } from './fish-card';
export { useAchievementProgress } from './use-all-achievements';
