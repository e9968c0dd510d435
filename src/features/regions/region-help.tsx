import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import type { Region } from '@/lib/catalog/asset-schemas';
import { regionName } from '@/lib/catalog/region-names';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { GameWordsLookup } from '@/lib/game-words/lookup';
import { useLocale } from '@/lib/i18n/use-locale';
import classes from './region-page.module.css';
import { Card } from '@/components/card';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';

const MAPS_PREFIX = 'Maps: ';

/**
 * The region's own lines: the catalog's English as written; in another language the same facts in
 * our catalogs' words, with the region's name in our catalogs and the maps' as the game names
 * them where known (docs/game-words.md "Place names").
 */
function regionLines(region: Region, i18n: I18n, locale: Locale, words: GameWordsLookup): string[] {
  if (locale === SOURCE_LOCALE) return [region.description, ...region.descriptions];
  const count = region.fish.length;
  const name = regionName(i18n, region.key, region.name);
  const lines = region.descriptions.map((text) => {
    if (!text.startsWith(MAPS_PREFIX)) return text;
    const maps = text
      .slice(MAPS_PREFIX.length)
      .replace(/\.$/, '')
      .split(', ')
      .map((map) => words.mapName(map))
      .join(', ');
    return i18n._(msg`Maps: ${maps}.`);
  });
  return [i18n._(msg`Collection: catch each of the ${count} fish of ${name}.`), ...lines];
}

/**
 * How the Region page works, with the region's own description. The page shows it twice: beside
 * the grid on wide screens and under it on narrow ones (spec §2); only one is displayed at a
 * time, so headings and landmarks are never doubled for assistive technology.
 */
export const RegionHelp = memo(function RegionHelp({ region }: { region: Region }) {
  const headingId = useId();
  const fishingPower = region.fishingPower;
  const { i18n } = useLingui();
  const locale = useLocale();
  const words = useGameWords();
  const [description, ...lines] = regionLines(region, i18n, locale, words);
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <Heading order={2} look="h4" id={headingId} className={classes.headingGap}>
        <Trans>Region help</Trans>
      </Heading>
      <Text size="sm">{description}</Text>
      {lines.map((text) => (
        <Text size="sm" key={text} className={classes.lineGap}>
          {text}
        </Text>
      ))}
      <Text size="sm" className={classes.lineGap}>
        <Trans>Recommended fishing power: {fishingPower}.</Trans>{' '}
        {region.useCanthanTime ? (
          <Trans>This region follows the Canthan clock.</Trans>
        ) : (
          <Trans>This region follows the Tyrian clock.</Trans>
        )}
      </Text>
      <ul className={classes.helpList}>
        <li>
          <Trans>
            Click a fish (or press Enter or Space on it) to mark it caught; again to unmark. When
            every fish is caught they all reset and the collection count goes up by one.
          </Trans>
        </li>
        <li>
          <Trans>
            The border colour of a fish is its rarity; a teal block with a check mark is caught.
          </Trans>
        </li>
        <li>
          <Trans>
            Filter buttons: blue includes a value (plus fish that take any), green with *asterisks*
            shows exact matches only; a third click clears it. The number on a button is how many
            fish it would show.
          </Trans>
        </li>
        <li>
          <Trans>
            Auto filter hides fish that do not bite at this moment; at dusk and dawn everything
            bites. Selecting a time of day pauses it.
          </Trans>
        </li>
        <li>
          <Trans>
            The small sun, moon and sunset marks are day, night and dusk / dawn fish; the details
            button (i) shows bait, holes, achievements and the in-game link.
          </Trans>
        </li>
      </ul>
    </Card>
  );
});
