import { findAchievement } from '@/data/catalog-index';
import type { PinnableHandle } from '@/features/pins';

export { AchievementPage as Component } from '@/features/achievements';

export const handle: PinnableHandle = {
  pinLabel: (name) => findAchievement(name)?.name ?? name,
};
