export { AchievementPage } from './achievement-page';
export { AchievementsTab } from './achievements-tab';
