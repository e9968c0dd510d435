import { Trans, useLingui } from '@lingui/react/macro';
import { LinkCard } from '@/components/link-card';
import { CARD_HEIGHT } from '@/config/constants';
import { paths } from '@/config/paths';
import type { OtherAchievement } from '@/lib/catalog/asset-schemas';
import { achievementDescriptionIn } from '@/lib/catalog/achievement-descriptions';
import type { AchievementIndexEntry } from '@/lib/catalog/catalog-index';
import { useLocale } from '@/lib/i18n/use-locale';
import { useGameWords } from '@/data/game-words/game-words-store';
import { stripMarkup } from '@/lib/markup/strip-markup';
import classes from './achievement-card.module.css';
import type { AchievementProgress } from '@/lib/progress/achievement-progress';
import { ProgressBar } from './progress-bar';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';

export interface AchievementCardProps {
  entry: AchievementIndexEntry;
  /** The achievement's asset; while it loads the card shows the bundled name only. */
  achievement: OtherAchievement | undefined;
  progress: AchievementProgress | undefined;
  headingOrder?: 2 | 3 | 4;
}

/** An other achievement as a link card with its progress (spec §2 Achievements tab), 200 px high. */
export function AchievementCard({
  entry,
  achievement,
  progress,
  headingOrder = 3,
}: AchievementCardProps) {
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const locale = useLocale();
  const done = progress?.done;
  const total = progress?.total;
  return (
    <LinkCard
      to={paths.achievement.href(entry.key)}
      height={CARD_HEIGHT.achievement}
      background={achievement?.background}
    >
      <Heading order={headingOrder} look="h4">
        {words.achievementName(entry.id, entry.name)}
      </Heading>
      {achievement?.fromGame && (
        <Text size="sm">
          <Trans>New from the game — details not yet checked</Trans>
        </Text>
      )}
      {achievement && (
        <Text size="sm" className={classes.description}>
          {stripMarkup(achievementDescriptionIn(words, i18n, locale, achievement)).replace(
            /\n/g,
            ' ',
          )}
        </Text>
      )}
      <Text weight={700} className={classes.count}>
        {progress ? t`${done} / ${total} done` : t`Loading…`}
      </Text>
      <ProgressBar
        percent={progress && progress.total ? (progress.done / progress.total) * 100 : 0}
        size="sm"
      />
    </LinkCard>
  );
}
