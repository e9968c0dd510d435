import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Link, useParams } from 'react-router';
import { assets } from '@/data/asset-queries';
import { useAsset } from '@/data/use-asset';
import { AssetStatus } from '@/components/asset-status';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { FromGameNote } from '@/components/from-game-note';
import { TitledSection } from '@/components/titled-section';
import list from '@/components/list.module.css';
import link from '@/components/text-link.module.css';
import { achievementDescriptionIn } from '@/lib/catalog/achievement-descriptions';
import { findAchievement } from '@/lib/catalog/catalog-index';
import { useLocale } from '@/lib/i18n/use-locale';
import { useNewCollections } from '@/data/live-catalog/live-catalog-store';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { useProgress } from '@/features/progress/use-progress';
import { stripMarkup } from '@/lib/markup/strip-markup';
import { AchievementBanner } from './achievement-banner';
import { AchievementItems } from './achievement-items';
import classes from './achievement-page.module.css';
import { childAchievement } from './child-achievements';
import { ProgressBar } from './progress-bar';
import { useGameWords } from '@/data/game-words/game-words-store';
import { Column } from '@/components/column';
import { Text } from '@/components/text';

/** " — done", or how often a repeatable achievement was completed; nothing before the first. */
const completedText = (times: number, i18n: I18n) =>
  times === 0 ? '' : times === 1 ? i18n._(msg` — done`) : i18n._(msg` — completed ${times}×`);

/** `/achievement/{name}`: banner, progress, description, fish and child achievements. */
export function AchievementPage() {
  const name = useParams().name;
  const added = useNewCollections();
  // A collection the game added (issue 29) has a page like the bundled ones.
  const entry =
    findAchievement(name) ?? added.find((e) => e.key.toLowerCase() === name?.toLowerCase());
  const words = useGameWords();
  const { t } = useLingui();
  if (!entry) return <AchievementBanner name={t`Achievement`} />;
  const shown = words.achievementName(entry.id, entry.name);
  return <AchievementDetails key={entry.key} entryKey={entry.key} name={shown} />;
}

function AchievementDetails({ entryKey, name }: { entryKey: string; name: string }) {
  const { data: achievement, error } = useAsset(assets.otherAchievement(entryKey));
  const { ofAchievement, source, timesCompleted } = useProgress();
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const locale = useLocale();

  if (error || !achievement) {
    return (
      <>
        <AchievementBanner name={name} />
        <AssetStatus
          errors={error ? [error] : []}
          failedTitle={t`This achievement's data could not be loaded`}
          loadingLabel={t`Loading the achievement`}
        />
      </>
    );
  }

  const progress = ofAchievement(achievement);
  // A finished collection resets (marked by hand, or an avid round in the game): say how often.
  const completed = timesCompleted(achievement.id);
  const children = achievement.children.map((id) => childAchievement(id, words, i18n));
  const { done, total } = progress;
  const bitCount = achievement.bits.length;
  const childCount = children.length;
  return (
    <>
      <AchievementBanner name={name} background={achievement.background} />
      <FromGameNote fromGame={achievement.fromGame} />
      <Column gap="lg">
        <TitledSection title={<Trans>Progress</Trans>} size="h3">
          <ProgressRefreshNote />
          <Text weight={700} className={classes.count}>
            {achievement.requiredCount ? (
              <Trans>
                {done} / {total} collections
              </Trans>
            ) : (
              <Trans>
                {done} / {total} items
              </Trans>
            )}
          </Text>
          <ProgressBar
            percent={progress.total ? (progress.done / progress.total) * 100 : 0}
            label={t`${name} progress`}
          />
          {completed > 0 && (
            <Text size="sm" className={classes.completed}>
              <Trans>
                Completed {completed} <Plural value={completed} one="time" other="times" />
              </Trans>
              {source === 'manual' ? t` (marked by hand)` : ''}
            </Text>
          )}
        </TitledSection>
        <TitledSection title={<Trans>Description</Trans>} size="h3">
          {stripMarkup(achievementDescriptionIn(words, i18n, locale, achievement))
            .split('\n')
            .map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          <FirstScreenEnd />
        </TitledSection>
        {achievement.bits.length > 0 && (
          <TitledSection
            title={
              Object.keys(achievement.items).length > 0 ? (
                <Trans>Fish ({bitCount})</Trans>
              ) : (
                <Trans>Items ({bitCount})</Trans>
              )
            }
            size="h3"
          >
            <AchievementItems achievement={achievement} />
          </TitledSection>
        )}
        {children.length > 0 && (
          <TitledSection
            title={<Trans>Child achievements ({childCount})</Trans>}
            size="h3"
            headingId="achievement-children-heading"
          >
            <ul className={list.list} aria-labelledby="achievement-children-heading">
              {children.map((child) => (
                <li key={child.id}>
                  {child.href ? (
                    <Link to={child.href} className={clsx('mantine-focus-auto', link.link)}>
                      {child.name}
                    </Link>
                  ) : (
                    child.name
                  )}
                  {completedText(timesCompleted(child.id), i18n)}
                </li>
              ))}
            </ul>
          </TitledSection>
        )}
      </Column>
    </>
  );
}
