import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { useMemo } from 'react';
import { TabHeading } from '@/components/tab-heading';
import ui from '@/components/plain.module.css';
import { useCatalogAssets } from '@/data/use-catalog-assets';
import { achievementAssetsOf, useAchievementIndex } from '@/data/use-whole-catalog';
import { useProgress } from '@/features/progress/use-progress';
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
      <TabHeading errors={errors} failedTitle={t`Some achievements could not be loaded`}>
        <Trans>Achievements</Trans>
      </TabHeading>
      <div className={clsx(ui.grid, ui.twoColumnsXs, ui.threeColumnsLg, ui.gapMd)}>
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
      </div>
    </>
  );
}
