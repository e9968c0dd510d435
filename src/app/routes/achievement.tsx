import { findAchievement } from '@/lib/catalog/catalog-index';
import type { PinnableHandle } from '@/features/pins/pin-bar';

export { AchievementPage as Component } from '@/features/achievements/achievement-page';

export const handle: PinnableHandle = {
  pinLabel: (name) => findAchievement(name)?.name ?? name,
};
