import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TabHeading } from '@/components/tab-heading';
import { useCatalogAssets } from '@/data/use-catalog-assets';
import { achievementAssetsOf, useAchievementIndex } from '@/data/use-whole-catalog';
import { useProgress } from '@/features/progress/use-progress';
import { AchievementCard } from './achievement-card';
import { Grid } from '@/components/grid';

/** `/launch/achievements`: a card with progress per other fishing achievement. */
export function AchievementsTab() {
  const entries = useAchievementIndex();
  const lists = useMemo(() => ({ achievements: achievementAssetsOf(entries) }), [entries]);
  const { achievements: byKey, errors } = useCatalogAssets(lists);
  const { ofAchievement } = useProgress();
  const { t } = useLingui();
  return (
    <>
      <TabHeading errors={errors} failedTitle={t`Some achievements could not be loaded`}>
        <Trans>Achievements</Trans>
      </TabHeading>
      <Grid twoFrom="xs" threeFromLg gap="md">
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
      </Grid>
    </>
  );
}
