import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { TitledSection } from '@/components/titled-section';
import list from '@/components/list.module.css';

/* eslint-disable lingui/no-unlocalized-strings -- a repository's name and its date, as they are */
const namesCopy = 'Pandraghon/gw2api-namesearch';
const namesDate = '2026-07-23';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Where the German, French and Spanish words of the catalog come from before and after the game's
 * API answers (issue 60, docs/game-words.md "Sources of the words").
 */
export function WordsSources() {
  return (
    <TitledSection title={<Trans>Words in your language</Trans>} size="h3">
      <ul className={clsx(list.list, list.spacing4)}>
        <li>
          <Trans>
            Fish, item, achievement and map names in German and French: the game&apos;s own, from a
            copy of its API answers ({namesCopy}, {namesDate}, MIT licence) bundled with the site,
            until the game&apos;s API answers in your language; its answer then replaces them.
          </Trans>
        </li>
        <li>
          <Trans>
            Bait words: the bait items&apos; names until the game&apos;s hint texts give its words;
            hole and time words, region names, achievement descriptions and waypoint notes: our
            translations until the game&apos;s words arrive (regions and descriptions stay ours).
          </Trans>
        </li>
        <li>
          <Trans>
            Spanish: no copy of the game&apos;s names exists, so names stay English until the
            game&apos;s API answers in Spanish; our own words are translated.
          </Trans>
        </li>
        <li>
          <Trans>
            Waypoint and area names stay as the game writes them in English: no source has them in
            another language.
          </Trans>
        </li>
      </ul>
    </TitledSection>
  );
}
