import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One entry of the changelog on the home page, newest first. Our own words. */
export interface Release {
  /** The version's number, or `null` for the pre-release. */
  version: string | null;
  /** As players remember it: a month (`2024-03`) or only a year (`2023`). */
  released: string;
  notes: MessageDescriptor[];
}

export const releases: Release[] = [
  {
    version: '2.0.0',
    released: '2026-11',
    notes: [
      msg`A complete rebuild. Addresses no longer contain “#” (the test site already worked this way), so links to regions and achievements are clean and shareable.`,
      msg`The fishing catalog ships with the site: regions, fish, baits and holes load without the game API, and icons fall back to a coloured placeholder when offline.`,
      msg`A Canthan clock beside the Tyrian one; Canthan regions filter by Canthan time.`,
      msg`Nothing is saved unless you turn on the persistence switch under Settings → General; turning it off deletes what was stored. Settings can be exported and imported as a file.`,
      msg`Filters are kept in the address, so a filtered region can be bookmarked, pinned or shared.`,
      msg`Keyboard and screen reader support throughout, and animations calm down when your system asks for reduced motion.`,
    ],
  },
  {
    version: '1.2',
    released: '2024-03',
    notes: [
      msg`Notifications ahead of time-of-day changes: choose day, dusk / dawn or night, how many minutes ahead, and for which regions.`,
      msg`The daily regional fishing achievements are shown on the region list, in a highlighted daily box.`,
      msg`Fishing search: find fish, regions and achievements by name, achievement, region, time of day, bait or fishing hole.`,
      msg`More fishing achievements are tracked beyond the regional collections.`,
    ],
  },
  {
    version: '1.1',
    released: '2023',
    notes: [
      msg`Filter counts: every filter button shows how many fish it would leave.`,
      msg`Auto filter: with no time of day selected, the grid follows the current time of day.`,
      msg`Region help with recommended waypoints whose chat links copy in one click.`,
    ],
  },
  {
    version: '1.0',
    released: '2023',
    notes: [
      msg`Every regional fishing collection of Tyria and Cantha.`,
      msg`API keys with the Progression permission load your caught fish from the game.`,
      msg`Pinned regions, and an opt-in switch to remember keys and pins in your browser.`,
    ],
  },
  {
    version: null,
    released: '2023-03',
    notes: [
      msg`The first public test: a grid per region, fish marked by hand, and time-of-day, bait and fishing hole filters.`,
      msg`The test site uses routing without the “#” in its addresses.`,
    ],
  },
];
