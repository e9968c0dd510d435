import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { memo } from 'react';
import { useGameWords } from '@/data/game-words/game-words-store';
import { regionIndex } from '@/lib/catalog/catalog-index';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import { UNCONFIRMED_MAP } from '@/lib/game-words/waypoint-words';
import type { PlanCollection } from '@/lib/planner/collections';
import { Text } from '@/components/text';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';

/** A region's collection as the game names it ("Kryta-Fischer"); undefined for an achievement's. */
function regionalCollectionName(collection: PlanCollection, words: GameWordsLookup) {
  if (collection.kind !== 'region') return undefined;
  const entry = regionIndex.find((region) => region.key === collection.key);
  const id = entry?.achievementIds[0];
  return entry && id !== undefined ? words.achievementName(id, entry.achievementName) : undefined;
}

/** The maps of a collection's recommended waypoints, in the page's language, once each. */
const mapsOf = (collection: PlanCollection, words: GameWordsLookup) =>
  [
    ...new Set(
      collection.waypoints.map((group) => group.name).filter((map) => map !== UNCONFIRMED_MAP),
    ),
  ]
    .map((map) => words.mapName(map))
    .join(', ');

/**
 * Where a plan or a route can take the player, shown in their place until the page knows the time
 * (prerendered and hydrating, docs/languages.md "Every word in the page's language"): each
 * collection in scope — its region, the collection's name and its waypoints' maps, the game's names
 * in the page's language. True at any moment, unlike what bites now.
 */
export const PlanPlaces = memo(function PlanPlaces({
  collections,
  intro,
}: {
  collections: readonly PlanCollection[];
  /** What shows here once the page has started, and what the list is. */
  intro: string;
}) {
  const words = useGameWords();
  if (collections.length === 0) return null;
  return (
    <div className={space.mtSm}>
      <Text size="sm" tone="dimmed" className={space.mbXs}>
        {intro}
      </Text>
      <ul className={clsx(list.list, list.small, list.spacing2)}>
        {collections.map((collection) => {
          const name = collection.name;
          const achievement = regionalCollectionName(collection, words);
          const maps = mapsOf(collection, words);
          return (
            <li key={collection.key}>
              {achievement ? (
                maps ? (
                  <Trans>
                    <strong>{name}</strong> ({achievement}): {maps}
                  </Trans>
                ) : (
                  <Trans>
                    <strong>{name}</strong> ({achievement})
                  </Trans>
                )
              ) : maps ? (
                <Trans>
                  <strong>{name}</strong>: {maps}
                </Trans>
              ) : (
                <strong>{name}</strong>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
