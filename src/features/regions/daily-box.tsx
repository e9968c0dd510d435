import { Trans, useLingui } from '@lingui/react/macro';
import { FirstScreenEnd } from '@/components/first-screen-end';
import type { Region } from '@/lib/catalog/asset-schemas';
import { findRegion } from '@/lib/catalog/catalog-index';
import { regionNameOfKey } from '@/lib/catalog/region-names';
import { useGameWords } from '@/data/game-words/game-words-store';
import { useRegionReach } from '@/features/account/region-reach';
import { DailyFishingNote, OrrDailyCaveat } from '@/features/dailies/daily-fishing-note';
import type { DailyFishing } from '@/features/dailies/use-daily-fishing';
import { useHydrated } from '@/hooks/use-hydrated';
import { DAILY_ROTATION, dailyName, dailyRegionKeys } from '@/lib/dailies/rotation';
import { RegionCard } from './region-card';
import classes from './regions-tab.module.css';
import { Grid } from '@/components/grid';
import { Heading } from '@/components/heading';
import { Notice } from '@/components/notice';

export interface DailyBoxProps {
  daily: DailyFishing;
  /** The loaded regions, to map daily names to regions. */
  regions: readonly Region[];
}

/**
 * Today's fishing dailies, highlighted above the region list: every daily's name (also those
 * with no region here) and the cards of the regions they belong to. Whether the player has done
 * it cannot be shown: the game's API does not report dailies (the note says so).
 *
 * Prerendered (and while hydrating) the day is unknown: the box holds what changes with the day
 * for every day of the rotation and CSS shows today's (regions-tab.css). Its heading and note,
 * the same every day, come first, so they paint whichever day it is.
 */
export function DailyBox({ daily, regions }: DailyBoxProps) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  // Prerendered, each day's part holds that day's one daily.
  const oneDaily = !hydrated || daily.names.length === 1;
  const title = oneDaily ? t`Today's fishing daily` : t`Today's fishing dailies`;
  return (
    <section aria-labelledby="daily-box-heading" className={classes.dailyBox}>
      <Heading order={3} id="daily-box-heading" className={classes.dailyHeading}>
        {title}
      </Heading>
      <DailyFishingNote />
      <FirstScreenEnd />
      {hydrated ? (
        <DailiesOfTheDay names={daily.names} regions={regions} />
      ) : (
        DAILY_ROTATION.map((name, place) => (
          <div key={name} data-daily-variant={place}>
            <DailiesOfTheDay names={[name]} regions={regions} />
          </div>
        ))
      )}
    </section>
  );
}

/** What the box shows for one day: its dailies' names and their regions' cards. */
function DailiesOfTheDay({
  names,
  regions,
}: {
  names: readonly string[];
  regions: readonly Region[];
}) {
  const keys = dailyRegionKeys(names, regions);
  const reach = useRegionReach();
  const { t, i18n } = useLingui();
  const words = useGameWords();
  return (
    <>
      <OrrDailyCaveat names={names} />
      {names.length === 0 ? (
        <Notice color="gray">
          <Trans>No fishing daily is known for today.</Trans>
        </Notice>
      ) : (
        <ul className={classes.dailyNames} aria-label={t`Daily achievements`}>
          {names.map((name) => {
            const regionNames = dailyRegionKeys([name], regions)
              .map((key) => regionNameOfKey(i18n, key))
              .join(', ');
            return (
              <li key={name}>
                <b>{dailyName(words, name)}</b>
                {regionNames ? ` — ${regionNames}` : t` — no region of its own on this site`}
              </li>
            );
          })}
        </ul>
      )}
      {keys.length > 0 && (
        <Grid twoFrom="sm" threeFromLg gap="sm">
          {keys.map((key) => {
            const entry = findRegion(key);
            const region = regions.find((r) => r.key === key);
            return entry ? (
              <RegionCard
                key={key}
                entry={entry}
                region={region}
                daily
                reach={reach(key)}
                headingOrder={4}
              />
            ) : null;
          })}
        </Grid>
      )}
    </>
  );
}
