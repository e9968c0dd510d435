// The achievement pages' Mantine stylesheets (they load with these pages only; see
// app/mantine-styles.ts).
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
export { AchievementsTab as Component } from '@/features/achievements';
