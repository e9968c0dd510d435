import { emptyFilters, parseFilters, writeFilters, type RegionFilters } from './index';

describe('filters: address query', () => {
  it.each<[string, RegionFilters]>([
    ['', emptyFilters],
    ['auto=off', { ...emptyFilters, auto: false }],
    ['time=NIGHT', { ...emptyFilters, time: { NIGHT: 'inclusive' } }],
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
  ] as const)('%s', (_name, query, expected) => {
    expect(parseFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('keeps other parameters', () => {
    const params = new URLSearchParams('from=pins&time=DAY');
    expect(writeFilters(emptyFilters, params).toString()).toBe('from=pins');
  });
});
