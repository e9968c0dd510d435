export { AchievementPage } from './achievement-page';
export { AchievementsTab } from './achievements-tab';
export { AchievementCard } from './achievement-card';
export { FishCard } from './fish-card';
