import { findAchievement } from '@/lib/catalog/catalog-index';
import type { PinnableHandle } from '@/features/pins';

export { AchievementPage as Component } from '@/features/achievements';

export const handle: PinnableHandle = {
  pinLabel: (name) => findAchievement(name)?.name ?? name,
};
