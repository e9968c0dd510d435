import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Title } from '@mantine/core';
import { useMemo } from 'react';
import { AssetStatus } from '@/components';
import { useCatalogAssets } from '@/data/use-catalog-assets';
import { achievementAssetsOf, useAchievementIndex } from '@/data/use-whole-catalog';
import { useProgress } from '@/features/progress';
import { AchievementCard } from './achievement-card';

/** `/launch/achievements`: a card with progress per other fishing achievement. */
export function AchievementsTab() {
  const entries = useAchievementIndex();
  const lists = useMemo(() => ({ achievements: achievementAssetsOf(entries) }), [entries]);
  const { achievements: byKey, errors } = useCatalogAssets(lists);
  const { ofAchievement } = useProgress();
  const { t } = useLingui();
  return (
    <>
      <Title order={2} mb="md">
        <Trans>Achievements</Trans>
      </Title>
      <AssetStatus errors={errors} failedTitle={t`Some achievements could not be loaded`} mb="md" />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {entries.map((entry) => {
          const achievement = byKey.get(entry.key);
          return (
            <AchievementCard
              key={entry.key}
              entry={entry}
              achievement={achievement}
              progress={achievement && ofAchievement(achievement)}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
