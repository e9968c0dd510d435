import { emptyFilters, type RegionFilters } from './filter-state';
import {
  hasKeptFilterParams,
  parseFilters,
  parseOnlyMissing,
  writeFilters,
  writeOnlyMissing,
} from './url-state';

describe('filters: address query', () => {
  it.each<[string, RegionFilters]>([
    ['', emptyFilters],
    ['auto=off', { ...emptyFilters, auto: false }],
    ['time=NIGHT', { ...emptyFilters, time: { NIGHT: 'inclusive' } }],
    ['auto=off&missing=1', { ...emptyFilters, auto: false, missing: true }],
    [
      'xtime=TWILIGHT&xbait=LEECH&hole=NONE%2CRIVER',
      {
        ...emptyFilters,
        time: { TWILIGHT: 'exclusive' },
        bait: { LEECH: 'exclusive' },
        hole: { NONE: 'inclusive', RIVER: 'inclusive' },
      },
    ],
  ])('round-trips "%s"', (query, filters) => {
    expect(parseFilters(new URLSearchParams(query))).toEqual(filters);
    expect(writeFilters(filters).toString()).toBe(query);
  });

  it.each([
    [
      'unknown values and groups are ignored',
      'time=NOON,night&bait=ANY&colour=red',
      { ...emptyFilters, time: { NIGHT: 'inclusive' } },
    ],
    [
      'a value both inclusive and exclusive is exclusive',
      'bait=LEECH&xbait=LEECH',
      { ...emptyFilters, bait: { LEECH: 'exclusive' } },
    ],
    ['auto stays on for anything but "off"', 'auto=maybe', emptyFilters],
    ['"only missing" is on only for "1"', 'missing=yes', emptyFilters],
  ] as const)('%s', (_name, query, expected) => {
    expect(parseFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('keeps other parameters', () => {
    const params = new URLSearchParams('from=pins&time=DAY');
    expect(writeFilters(emptyFilters, params).toString()).toBe('from=pins');
  });

  it.each([
    ['', false],
    ['bait=LEECH&hole=RIVER&from=pins', false],
    ['time=DAY', true],
    ['xtime=NIGHT', true],
    ['auto=off', true],
    ['missing=1', true],
  ])('"%s" sets filters a region change keeps: %s', (query, expected) => {
    expect(hasKeptFilterParams(new URLSearchParams(query))).toBe(expected);
  });

  it.each([
    [false, 'from=pins&missing=1', 'from=pins'],
    [true, 'from=pins', 'from=pins&missing=1'],
  ])('writes "only missing" %s, keeping other parameters', (missing, before, after) => {
    const params = new URLSearchParams(before);
    expect(writeOnlyMissing(missing, params).toString()).toBe(after);
    expect(parseOnlyMissing(new URLSearchParams(after))).toBe(missing);
    expect(params.toString()).toBe(before);
  });
});
