import { useParams } from 'react-router';
import { PageTitle } from '@/components';
import { findAchievement } from '@/data/catalog-index';

export function AchievementPage() {
  const achievement = findAchievement(useParams().name);
  return <PageTitle>{achievement?.name ?? 'Achievement'}</PageTitle>;
}
