import { List, Text } from '@mantine/core';
import { FilterStatesFigure } from './guide-figures';

export function FishingFiltersContent() {
  return (
    <>
      <Text>
        Beside the grid (above it on a phone) are three groups of filter buttons: time of day (Day,
        Dusk / Dawn, Night), bait, and fishing hole (“Open Water” is fishing away from any hole).
        Every button cycles through three states:
      </Text>
      <FilterStatesFigure />
      <List spacing="xs">
        <List.Item>
          <strong>Included</strong> (blue): the fish that match, plus fish that take any bait, any
          time or any hole.
        </List.Item>
        <List.Item>
          <strong>Exclusive</strong> (green, marked with asterisks): only exact matches.
        </List.Item>
        <List.Item>
          <strong>Cleared</strong>: the button no longer filters.
        </List.Item>
      </List>
      <Text>
        <strong>Auto filter</strong> is on by default: while no time of day is selected, the grid
        shows only what can bite at the region&apos;s current time of day. During dusk and dawn
        everything can bite, so nothing is hidden. Turn it off to see every fish.
      </Text>
      <Text>
        Your filters are part of the page&apos;s address, so a filtered region can be bookmarked,
        pinned or shared, and survives a reload. Opening another region clears the bait and hole
        selections.
      </Text>
    </>
  );
}

export function FilterCountsContent() {
  return (
    <>
      <Text>
        Each filter button shows a number: how many of the region&apos;s fish it would match. A zero
        tells you at a glance that a bait or hole is useless here, and a big number on Night tells
        you it is worth waiting for nightfall.
      </Text>
      <Text>
        Above the grid, a summary counts how many fish are available with the current filters and
        how many you still have to catch.
      </Text>
    </>
  );
}

export function RegionHelpContent() {
  return (
    <>
      <Text>
        Each region page has a help panel that describes the region and how its filters and fish
        work. It sits beside the grid, under the filters; on narrow screens it moves below the grid,
        so the fish come first.
      </Text>
      <Text>
        Recommended waypoints list good starting points. Use the copy button beside a waypoint to
        put its chat link on your clipboard, paste it into the game&apos;s chat and click it there
        to see it on the map. A short confirmation tells you it was copied.
      </Text>
      <Text>
        Small icons and tooltips explain the rest: day, night and dusk / dawn fish, and what
        salvaging a fish gives — “Grants Karma”, “Contains crustacean meat”, or “Contents do not
        include fish meat”.
      </Text>
    </>
  );
}
