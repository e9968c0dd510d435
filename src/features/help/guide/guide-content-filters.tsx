import { Trans, useLingui } from '@lingui/react/macro';
import { FISHING_HOLE_LABELS } from '@/lib/catalog/catalog-enums';
import { timeOfDayWord } from '@/lib/time/time-of-day-words';
import { FilterStatesFigure } from './guide-figures';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import { Text } from '@/components/text';

/** The hole's name: the game's word, as the buttons show it before the game's words come. */
const openWater = FISHING_HOLE_LABELS.NONE;

export function FishingFiltersContent() {
  // The time buttons' words, as the buttons show them.
  const { i18n } = useLingui();
  const day = timeOfDayWord(i18n, 'DAY');
  const duskDawn = timeOfDayWord(i18n, 'TWILIGHT');
  const night = timeOfDayWord(i18n, 'NIGHT');
  return (
    <>
      <Text>
        <Trans>
          Beside the grid (above it on a phone) are three groups of filter buttons: time of day (
          {day}, {duskDawn}, {night}), bait, and fishing hole (“{openWater}” is fishing away from
          any hole). Every button cycles through three states:
        </Trans>
      </Text>
      <FilterStatesFigure />
      <ul className={clsx(list.list, list.spacingXs)}>
        <li>
          <Trans>
            <strong>Included</strong> (blue): the fish that match, plus fish that take any bait, any
            time or any hole.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Exclusive</strong> (green, marked with asterisks): only exact matches.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Cleared</strong>: the button no longer filters.
          </Trans>
        </li>
      </ul>
      <Text>
        <Trans>
          <strong>Auto filter</strong> is on by default: while no time of day is selected, the grid
          shows only what can bite at the region&apos;s current time of day. During dusk and dawn
          everything can bite, so nothing is hidden. Turn it off to see every fish.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Your filters are part of the page&apos;s address, so a filtered region can be bookmarked,
          pinned or shared, and survives a reload. Opening another region clears the bait and hole
          selections.
        </Trans>
      </Text>
    </>
  );
}

export function FilterCountsContent() {
  const { i18n } = useLingui();
  const night = timeOfDayWord(i18n, 'NIGHT');
  return (
    <>
      <Text>
        <Trans>
          Each filter button shows a number: how many of the region&apos;s fish it would match. A
          zero tells you at a glance that a bait or hole is useless here, and a big number on{' '}
          {night} tells you it is worth waiting for nightfall.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Above the grid, a summary counts how many fish are available with the current filters and
          how many you still have to catch.
        </Trans>
      </Text>
    </>
  );
}

export function RegionHelpContent() {
  return (
    <>
      <Text>
        <Trans>
          Each region page has a help panel that describes the region and how its filters and fish
          work. It sits beside the grid, under the filters; on narrow screens it moves below the
          grid, so the fish come first.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Recommended waypoints list good starting points. Use the copy button beside a waypoint to
          put its chat link on your clipboard, paste it into the game&apos;s chat and click it there
          to see it on the map. A short confirmation tells you it was copied.
        </Trans>
      </Text>
      <Text>
        <Trans>
          Small icons and tooltips explain the rest: day, night and dusk / dawn fish, and what
          salvaging a fish gives — “Grants Karma”, “Contains crustacean meat”, or “Contents do not
          include fish meat”.
        </Trans>
      </Text>
    </>
  );
}
