// The achievement pages' Mantine stylesheets (they load with these pages only; see
// app/mantine-styles.ts).
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import { findAchievement } from '@/lib/catalog/catalog-index';
import type { PinnableHandle } from '@/features/pins';

export { AchievementPage as Component } from '@/features/achievements';

export const handle: PinnableHandle = {
  pinLabel: (name) => findAchievement(name)?.name ?? name,
};
