import { sourceI18n } from '@/lib/i18n/source-i18n';
import { emptyFilters, type RegionFilters } from '@/lib/filters/filter-state';
import { filterSummary } from './filter-summary';

const filters = (change: Partial<RegionFilters>): RegionFilters => ({ ...emptyFilters, ...change });

describe('filterSummary', () => {
  it.each<[string, RegionFilters, Parameters<typeof filterSummary>[1], string]>([
    ['auto by day', filters({}), 'DAY', 'Auto: Day fish'],
    ['auto by night', filters({}), 'NIGHT', 'Auto: Night fish'],
    ['auto at dusk or dawn hides nothing', filters({}), 'TWILIGHT', 'Auto: all fish'],
    ['nothing chosen, auto off', filters({ auto: false }), 'DAY', 'None: every fish shows'],
    [
      'a chosen time pauses auto; times keep the clock order',
      filters({ time: { NIGHT: 'inclusive', DAY: 'exclusive' } }),
      'DAY',
      '*Day* · Night',
    ],
    [
      'bait and hole by label, exclusive ones starred',
      filters({
        auto: false,
        bait: { SHRIMPLING: 'inclusive', FISH_EGG: 'exclusive' },
        hole: { RIVER: 'inclusive' },
      }),
      'NIGHT',
      '*Fish Egg* · Shrimpling · River',
    ],
    [
      '"only missing" is not a filter of the bar',
      filters({ auto: false, missing: true }),
      'DAY',
      'None: every fish shows',
    ],
  ])('%s', (_, given, now, expected) => {
    expect(filterSummary(given, now, sourceI18n)).toBe(expected);
  });
});
