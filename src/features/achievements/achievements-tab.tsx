import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Title } from '@mantine/core';
import { AssetErrorText } from '@/components';
import { useProgress } from '@/features/progress';
import { AchievementCard } from './achievement-card';
import { useAllAchievements } from './use-all-achievements';

/** `/launch/achievements`: a card with progress per other fishing achievement. */
export function AchievementsTab() {
  const { entries, byKey, errors } = useAllAchievements();
  const { ofAchievement } = useProgress();
  const { t } = useLingui();
  return (
    <>
      <Title order={2} mb="md">
        <Trans>Achievements</Trans>
      </Title>
      {errors.length > 0 && (
        <Alert color="red" title={t`Some achievements could not be loaded`} role="alert" mb="md">
          {errors.map((error) => (
            <div key={error.message}>
              <AssetErrorText error={error} />
            </div>
          ))}
        </Alert>
      )}
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
