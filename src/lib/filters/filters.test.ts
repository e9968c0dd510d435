import type { Bait, FishingHole, TimeOfDay } from '@/lib/catalog/catalog-enums';
import {
  countMatches,
  matchesFilters,
  matchesSelection,
  type CurrentTimeOfDay,
  type FilterableFish,
} from './matching';
import {
  cycleFilter,
  emptyFilters,
  keepAcrossRegions,
  nextMode,
  type RegionFilters,
} from './filter-state';

const fish = (
  timeOfDay: TimeOfDay,
  bait: Bait = 'ANY',
  ...holes: FishingHole[]
): FilterableFish => ({
  timeOfDay,
  higherChanceTime: null,
  bait,
  fishingHole: holes.length ? holes : ['ANY'],
});
/** "Any, Night (Higher Chance)" and "Dusk/Dawn, Day (Higher Chance)" fish (docs/DATA.md). */
const anyMoreOftenAtNight: FilterableFish = { ...fish('ANY'), higherChanceTime: 'NIGHT' };
const twilightMoreOftenByDay: FilterableFish = { ...fish('TWILIGHT'), higherChanceTime: 'DAY' };
const filters = (patch: Partial<RegionFilters>): RegionFilters => ({
  ...emptyFilters,
  auto: false,
  ...patch,
});

describe('filters: button cycle', () => {
  it.each([
    [undefined, 'inclusive'],
    ['inclusive', 'exclusive'],
    ['exclusive', undefined],
  ] as const)('after %s comes %s', (mode, next) => {
    expect(nextMode(mode)).toBe(next);
  });

  it('cycles one value through its three states and leaves the others alone', () => {
    const start = filters({ bait: { LEECH: 'inclusive' } });
    const once = cycleFilter(start, 'time', 'NIGHT');
    expect(once.time).toEqual({ NIGHT: 'inclusive' });
    const twice = cycleFilter(once, 'time', 'NIGHT');
    expect(twice.time).toEqual({ NIGHT: 'exclusive' });
    const thrice = cycleFilter(twice, 'time', 'NIGHT');
    expect(thrice.time).toEqual({});
    expect(thrice.bait).toEqual({ LEECH: 'inclusive' });
    expect(start.time).toEqual({});
  });
});

describe('filters: a region change (spec §4: bait and hole reset)', () => {
  const previous = filters({
    time: { NIGHT: 'exclusive' },
    bait: { LEECH: 'inclusive' },
    hole: { RIVER: 'exclusive' },
    auto: false,
    missing: true,
  });
  it.each<[string, RegionFilters, RegionFilters]>([
    [
      'keeps time, auto and only missing; resets bait and hole',
      emptyFilters,
      filters({ time: { NIGHT: 'exclusive' }, auto: false, missing: true }),
    ],
    [
      'takes bait and hole from the new address',
      filters({ bait: { SARDINE: 'inclusive' }, auto: true }),
      filters({ time: { NIGHT: 'exclusive' }, bait: { SARDINE: 'inclusive' }, missing: true }),
    ],
  ])('%s', (_name, address, expected) => {
    expect(keepAcrossRegions(previous, address)).toEqual(expected);
  });
});

describe('filters: one group', () => {
  it.each([
    // values of the fish, selection, passes
    [['NIGHT'], {}, true],
    [['NIGHT'], { NIGHT: 'inclusive' }, true],
    [['DAY'], { NIGHT: 'inclusive' }, false],
    [['ANY'], { NIGHT: 'inclusive' }, true],
    [[], { RIVER: 'inclusive' }, true],
    [['NIGHT'], { NIGHT: 'exclusive' }, true],
    [['ANY'], { NIGHT: 'exclusive' }, false],
    [[], { RIVER: 'exclusive' }, false],
    [['DAY'], { NIGHT: 'exclusive' }, false],
    // several values are alternatives
    [['DAY'], { NIGHT: 'inclusive', DAY: 'inclusive' }, true],
    [['TWILIGHT'], { NIGHT: 'inclusive', DAY: 'inclusive' }, false],
    // one exclusive button makes the whole group exact
    [['DAY'], { NIGHT: 'exclusive', DAY: 'inclusive' }, true],
    [['ANY'], { NIGHT: 'exclusive', DAY: 'inclusive' }, false],
    // a fish with several holes matches any of them
    [['LAKE', 'RIVER'], { RIVER: 'exclusive' }, true],
    [['LAKE', 'RIVER'], { SHORE: 'inclusive' }, false],
    [['ANY', 'RIVER'], { SHORE: 'inclusive' }, true],
  ] as const)('fish %j with %j → %s', (values, selection, passes) => {
    expect(matchesSelection(values, selection)).toBe(passes);
  });
});

describe('filters: auto filter', () => {
  const all = [fish('ANY'), fish('DAY'), fish('NIGHT'), fish('TWILIGHT')];
  const shown = (f: RegionFilters, now: CurrentTimeOfDay) =>
    all.filter((x) => matchesFilters(x, f, now)).map((x) => x.timeOfDay);

  it.each([
    ['DAY', ['ANY', 'DAY']],
    ['NIGHT', ['ANY', 'NIGHT']],
    ['TWILIGHT', ['ANY', 'DAY', 'NIGHT', 'TWILIGHT']],
  ] as const)('during %s shows %j', (now, expected) => {
    expect(shown({ ...emptyFilters }, now)).toEqual(expected);
  });

  it('shows every fish when switched off', () => {
    expect(shown(filters({}), 'DAY')).toEqual(['ANY', 'DAY', 'NIGHT', 'TWILIGHT']);
  });

  it('steps aside once a time button is selected', () => {
    expect(shown({ ...emptyFilters, time: { NIGHT: 'inclusive' } }, 'DAY')).toEqual([
      'ANY',
      'NIGHT',
    ]);
    expect(shown({ ...emptyFilters, time: { TWILIGHT: 'exclusive' } }, 'DAY')).toEqual([
      'TWILIGHT',
    ]);
  });
});

describe('filters: higher-chance times', () => {
  const shown = (f: RegionFilters, now: CurrentTimeOfDay) =>
    [anyMoreOftenAtNight, twilightMoreOftenByDay].filter((x) => matchesFilters(x, f, now));

  it.each([
    // filters, now, [any-more-often-at-night shown, twilight-more-often-by-day shown]
    ['auto by day', { ...emptyFilters }, 'DAY', [true, true]],
    ['auto by night', { ...emptyFilters }, 'NIGHT', [true, false]],
    ['Night inclusive', filters({ time: { NIGHT: 'inclusive' } }), 'DAY', [true, false]],
    ['Night exclusive', filters({ time: { NIGHT: 'exclusive' } }), 'DAY', [true, false]],
    ['Day exclusive', filters({ time: { DAY: 'exclusive' } }), 'NIGHT', [false, true]],
    ['Dusk/Dawn exclusive', filters({ time: { TWILIGHT: 'exclusive' } }), 'DAY', [false, true]],
  ] as const)('%s', (_, f, now, expected) => {
    const visible = shown(f, now);
    expect([
      visible.includes(anyMoreOftenAtNight),
      visible.includes(twilightMoreOftenByDay),
    ]).toEqual(expected);
  });

  it('counts a fish under its higher-chance time too', () => {
    const counts = countMatches([anyMoreOftenAtNight], filters({}), 'DAY', 'time', [
      'DAY',
      'NIGHT',
    ]);
    expect(counts).toEqual({ DAY: 1, NIGHT: 1 });
    const exclusive = filters({ time: { DAY: 'exclusive', NIGHT: 'exclusive' } });
    expect(countMatches([anyMoreOftenAtNight], exclusive, 'DAY', 'time', ['DAY', 'NIGHT'])).toEqual(
      {
        DAY: 0,
        NIGHT: 1,
      },
    );
  });
});

describe('filters: groups together', () => {
  it('needs every group to pass', () => {
    const f = filters({
      time: { NIGHT: 'inclusive' },
      bait: { LEECH: 'exclusive' },
      hole: { LAKE: 'inclusive' },
    });
    expect(matchesFilters(fish('NIGHT', 'LEECH', 'LAKE'), f, 'DAY')).toBe(true);
    expect(matchesFilters(fish('ANY', 'LEECH', 'ANY'), f, 'DAY')).toBe(true);
    expect(matchesFilters(fish('NIGHT', 'ANY', 'LAKE'), f, 'DAY')).toBe(false);
    expect(matchesFilters(fish('NIGHT', 'LEECH', 'RIVER'), f, 'DAY')).toBe(false);
    expect(matchesFilters(fish('DAY', 'LEECH', 'LAKE'), f, 'DAY')).toBe(false);
  });
});

describe('filters: counts', () => {
  const region = [
    fish('ANY', 'ANY', 'ANY'),
    fish('DAY', 'LEECH', 'LAKE'),
    fish('NIGHT', 'LEECH', 'RIVER'),
    fish('NIGHT', 'SARDINE', 'NONE'),
    fish('TWILIGHT', 'ANY', 'LAKE', 'RIVER'),
  ];

  it.each([
    ['no filters, auto off', filters({}), 'time', { DAY: 2, NIGHT: 3, TWILIGHT: 2 }],
    [
      'exclusive buttons count exact matches',
      filters({ time: { NIGHT: 'exclusive' } }),
      'time',
      { DAY: 2, NIGHT: 2, TWILIGHT: 2 },
    ],
    [
      'other groups narrow the counts',
      filters({ bait: { LEECH: 'exclusive' } }),
      'time',
      { DAY: 1, NIGHT: 1, TWILIGHT: 0 },
    ],
    [
      'the auto filter does not affect time counts',
      { ...emptyFilters },
      'time',
      { DAY: 2, NIGHT: 3, TWILIGHT: 2 },
    ],
    [
      'the auto filter narrows bait counts by day',
      { ...emptyFilters },
      'bait',
      { LEECH: 2, SARDINE: 1 },
    ],
    ['bait', filters({}), 'bait', { LEECH: 4, SARDINE: 3 }],
    [
      'holes: several per fish, Open Water is a value',
      filters({}),
      'hole',
      { LAKE: 3, RIVER: 3, NONE: 2 },
    ],
    [
      'own group ignored: counts are per button',
      filters({ hole: { LAKE: 'exclusive' } }),
      'hole',
      { LAKE: 2, RIVER: 3, NONE: 2 },
    ],
  ] as const)('%s', (_name, f, group, expected) => {
    expect(countMatches(region, f, 'DAY', group, Object.keys(expected))).toEqual(expected);
  });
});
