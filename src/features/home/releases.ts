/** One entry of the changelog on the home page, newest first. Our own words. */
export interface Release {
  version: string;
  /** Month and year, as players remember them. */
  date: string;
  notes: string[];
}

export const releases: Release[] = [
  {
    version: '2.0.0',
    date: 'November 2026',
    notes: [
      'A complete rebuild. Addresses no longer contain “#” (the test site already worked this way), so links to regions and achievements are clean and shareable.',
      'The fishing catalog ships with the site: regions, fish, baits and holes load without the game API, and icons fall back to a coloured placeholder when offline.',
      'A Canthan clock beside the Tyrian one; Canthan regions filter by Canthan time.',
      'Nothing is saved unless you turn on the persistence switch under Settings → General; turning it off deletes what was stored. Settings can be exported and imported as a file.',
      'Filters are kept in the address, so a filtered region can be bookmarked, pinned or shared.',
      'Keyboard and screen reader support throughout, and animations calm down when your system asks for reduced motion.',
    ],
  },
  {
    version: '1.2',
    date: 'March 2024',
    notes: [
      'Notifications ahead of time-of-day changes: choose day, dusk / dawn or night, how many minutes ahead, and for which regions.',
      'The daily regional fishing achievements are shown on the region list, in a highlighted daily box.',
      'Fishing search: find fish, regions and achievements by name, achievement, region, time of day, bait or fishing hole.',
      'More fishing achievements are tracked beyond the regional collections.',
    ],
  },
  {
    version: '1.1',
    date: '2023',
    notes: [
      'Filter counts: every filter button shows how many fish it would leave.',
      'Auto filter: with no time of day selected, the grid follows the current time of day.',
      'Region help with recommended waypoints whose chat links copy in one click.',
    ],
  },
  {
    version: '1.0',
    date: '2023',
    notes: [
      'Every regional fishing collection of Tyria and Cantha.',
      'API keys with the Progression permission load your caught fish from the game.',
      'Pinned regions, and an opt-in switch to remember keys and pins in your browser.',
    ],
  },
  {
    version: 'Pre-release',
    date: 'March 2023',
    notes: [
      'The first public test: a grid per region, fish marked by hand, and time-of-day, bait and fishing hole filters.',
      'The test site uses routing without the “#” in its addresses.',
    ],
  },
];
