/**
 * Where the catalog holds a value the independent sources' weighted majority does not give (or
 * where they tie), and why (docs/DATA.md). The cross-check test fails on any other difference.
 */
import type { FishDecision } from '../lib/crosscheck/compare.ts';

export const fishDecisions: readonly FishDecision[] = [
  {
    itemId: 100354,
    attribute: 'time',
    reason:
      'Balance Fish: the game\'s own hint says "Any (Low Chance), Dusk/Dawn" and "found … anywhere, anytime"; E and O record only its better time. We follow the game: any time, more often at dusk and dawn.',
  },
  {
    itemId: 96589,
    attribute: 'fishingPower',
    reason:
      'Garnet Ram: O says 750, H 650 (a tie). It bites only in Volcanic Fish holes, which need 750 (Peureki, the package): we keep 750.',
  },
];
