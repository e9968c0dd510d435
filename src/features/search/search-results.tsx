import { Button, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { paths } from '@/config/paths';
import { AchievementCard, FishCard } from '@/features/achievements';
import { useProgress } from '@/features/progress';
import { RegionCard } from '@/features/regions';
import type { CatalogResult, FishResult, SearchResult } from '@/lib/search';
import classes from './search.module.css';

/** Results shown before "Show all": enough to scan, few enough to render within a frame or two. */
export const RESULTS_SHOWN = 60;

function fishLink(fish: FishResult) {
  const region = fish.regions[0];
  if (region) return paths.region.href(region.key);
  const achievement = fish.achievements[0];
  return achievement ? paths.achievement.href(achievement.key) : undefined;
}

function fishPlace(fish: FishResult) {
  const names = [
    ...fish.regions.map((region) => region.displayName),
    ...fish.achievements.map((achievement) => achievement.name),
  ];
  return names.join(', ');
}

function ResultCard({ result }: { result: CatalogResult }) {
  const { acquired, ofAchievement } = useProgress();
  switch (result.kind) {
    case 'fish':
      return (
        <FishCard
          itemId={result.itemId}
          details={result.details}
          place={fishPlace(result)}
          to={fishLink(result)}
          caught={acquired.has(result.itemId)}
        />
      );
    case 'region':
      return <RegionCard entry={result.entry} region={result.region} />;
    case 'achievement':
      return (
        <AchievementCard
          entry={result.entry}
          achievement={result.achievement}
          progress={ofAchievement(result.achievement)}
        />
      );
  }
}

/**
 * Ranked results as a list of cards; long lists show the first {@link RESULTS_SHOWN}. Memoized, so
 * a keystroke's urgent render skips the cards while the deferred search is pending.
 */
export const SearchResults = memo(function SearchResults({
  results,
}: {
  results: SearchResult<CatalogResult>[];
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? results : results.slice(0, RESULTS_SHOWN);
  return (
    <>
      <ul className={classes.results} aria-label="Search results">
        {shown.map(({ entry }) => (
          <li key={`${entry.kind}:${entry.id}`}>
            <ResultCard result={entry.data} />
          </li>
        ))}
      </ul>
      {shown.length < results.length && (
        <Text mt="md">
          Showing the best {shown.length} of {results.length}.{' '}
          <Button variant="light" size="compact-sm" onClick={() => setShowAll(true)}>
            Show all {results.length} results
          </Button>
        </Text>
      )}
    </>
  );
});
