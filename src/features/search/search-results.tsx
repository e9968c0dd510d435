import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { memo, startTransition, useEffect, useState } from 'react';
import { ItemIconsPaused } from '@/components/item-icons-paused';
import { paths } from '@/config/paths';
import { AchievementCard } from '@/features/achievements/achievement-card';
import { FishCard } from '@/features/achievements/fish-card';
import { useProgress } from '@/features/progress/use-progress';
import { RegionCard } from '@/features/regions/region-card';
import { useGameWords } from '@/data/game-words/game-words-store';
import { regionName } from '@/lib/catalog/region-names';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import type { AchievementProgress } from '@/lib/progress/achievement-progress';
import type { CatalogResult, FishResult } from '@/lib/search/catalog-entries';
import type { SearchResult } from '@/lib/search/search';
import classes from './search.module.css';
import { Text } from '@/components/text';
import space from '@/components/spacing.module.css';

/**
 * Results shown before "Show all": two or three phone screens, few enough that typing stays light
 * (60 cost a third more a key than 20: docs/search.md "What a keystroke costs").
 */
export const RESULTS_SHOWN = 20;

/** How long a query holds before the icons of its new cards load. */
const ICONS_AFTER_MS = 500;

/** `value` once it has held for {@link ICONS_AFTER_MS}; the render it causes yields to typing. */
function useHeld(value: string) {
  const [held, setHeld] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setHeld(value)), ICONS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return held;
}

function fishLink(fish: FishResult) {
  const region = fish.regions[0];
  if (region) return paths.region.href(region.key);
  const achievement = fish.achievements[0];
  return achievement ? paths.achievement.href(achievement.key) : undefined;
}

function fishPlace(fish: FishResult, words: GameWordsLookup, i18n: I18n) {
  const names = [
    ...fish.regions.map((region) => regionName(i18n, region.key, region.displayName)),
    ...fish.achievements.map((achievement) =>
      words.achievementName(achievement.id, achievement.name),
    ),
  ];
  return names.join(', ');
}

/**
 * One result. Memoized with its progress passed in: cards a new query keeps (same key, same entry)
 * skip the render, and the cards do not each subscribe to the progress.
 */
const ResultCard = memo(function ResultCard({
  result,
  caught,
  progress,
}: {
  result: CatalogResult;
  caught: boolean;
  progress: AchievementProgress | undefined;
}) {
  const words = useGameWords();
  const { i18n } = useLingui();
  switch (result.kind) {
    case 'fish':
      return (
        <FishCard
          itemId={result.itemId}
          details={result.details}
          place={fishPlace(result, words, i18n)}
          to={fishLink(result)}
          caught={caught}
        />
      );
    case 'region':
      return <RegionCard entry={result.entry} region={result.region} />;
    case 'achievement':
      return (
        <AchievementCard
          entry={result.entry}
          achievement={result.achievement}
          progress={progress}
        />
      );
  }
});

/**
 * Ranked results as a list of cards; long lists show the first {@link RESULTS_SHOWN}. Memoized, so
 * a keystroke's urgent render skips the cards while the deferred search is pending. While the
 * query changes, new cards wait for their icons until it holds (see {@link ItemIconsPaused}).
 */
export const SearchResults = memo(function SearchResults({
  query,
  results,
}: {
  /** The query the results are for: "Show all" applies to that query only. */
  query: string;
  results: SearchResult<CatalogResult>[];
}) {
  const { acquired, ofAchievement } = useProgress();
  const [showAllFor, setShowAllFor] = useState<string>();
  const shown = showAllFor === query ? results : results.slice(0, RESULTS_SHOWN);
  const iconsPaused = useHeld(query) !== query;
  const { t } = useLingui();
  const shownCount = shown.length;
  const total = results.length;
  return (
    <ItemIconsPaused value={iconsPaused}>
      <ul className={classes.results} aria-label={t`Search results`}>
        {shown.map(({ entry }) => (
          <li key={`${entry.kind}:${entry.id}`}>
            <ResultCard
              result={entry.data}
              caught={entry.data.kind === 'fish' && acquired.has(entry.data.itemId)}
              progress={
                entry.data.kind === 'achievement'
                  ? ofAchievement(entry.data.achievement)
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
      {shown.length < results.length && (
        <Text className={space.mtMd}>
          <Trans>
            Showing the best {shownCount} of {total}.
          </Trans>{' '}
          <Button variant="light" size="compact-sm" onClick={() => setShowAllFor(query)}>
            <Trans>Show all {total} results</Trans>
          </Button>
        </Text>
      )}
    </ItemIconsPaused>
  );
});
