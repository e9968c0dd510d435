export { AchievementsTab as Component } from '@/features/achievements/achievements-tab';
