import { describe, expect, it } from 'vitest';
import { buildSearchIndex, search, type SearchEntry } from './search';

const entries: SearchEntry<null>[] = [
  {
    kind: 'achievement',
    id: 'KryFan',
    name: 'Kryta Fan',
    fields: ['Achievement'],
    data: null,
  },
  {
    kind: 'region',
    id: 'Krytan',
    name: 'Kryta',
    fields: ['Krytan Fisher'],
    data: null,
  },
  {
    kind: 'fish',
    id: '1',
    name: 'Red Herring',
    fields: ['Kryta', 'Krytan Fisher', 'Day', 'Glow Worm', 'Lake'],
    data: null,
  },
  {
    kind: 'fish',
    id: '2',
    name: 'Blue Herring',
    fields: ['Ascalon', 'Ascalonian Fisher', 'Dusk / Dawn', 'Any', 'Lake', 'Open Water'],
    data: null,
  },
  {
    kind: 'fish',
    id: '3',
    name: 'Angler',
    fields: ['Kryta', 'Krytan Fisher', 'Night', 'Worm Fly', 'Glow Pond'],
    data: null,
  },
  {
    kind: 'fish',
    id: '4',
    name: 'Krytan Puffer',
    fields: ['Kryta', 'Krytan Fisher', 'Night', 'Ramshorn Snail', 'Coastal'],
    data: null,
  },
];
const index = buildSearchIndex(entries);
const names = (query: string) => search(index, query).map((r) => r.entry.name);
const matches = (query: string) => search(index, query).map((r) => r.matches);

describe('search', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   ', []],
    ['nothing-here', []],
    // Case-insensitive substring of any field.
    ['HERRING', ['Blue Herring', 'Red Herring']],
    // Same match count: regions and achievements named by a token, then fish named by one, then
    // entries that only mention it; within each, fish before region before achievement, by name.
    ['kryta', ['Kryta', 'Kryta Fan', 'Krytan Puffer', 'Angler', 'Red Herring']],
    ['krytan', ['Krytan Puffer', 'Angler', 'Red Herring', 'Kryta']],
    ['fan', ['Kryta Fan']],
    // A name counts only where a token starts one of its words: "ryta" is just a mention.
    ['ryta', ['Angler', 'Krytan Puffer', 'Red Herring', 'Kryta', 'Kryta Fan']],
    // More matching tokens rank first.
    ['kryta day', ['Red Herring', 'Kryta', 'Kryta Fan', 'Krytan Puffer', 'Angler']],
    [
      'herring kryta',
      ['Red Herring', 'Kryta', 'Kryta Fan', 'Blue Herring', 'Krytan Puffer', 'Angler'],
    ],
    // Unquoted words match anywhere; a quoted phrase must match as written.
    ['glow worm', ['Angler', 'Red Herring']],
    ['"glow worm"', ['Red Herring']],
    ['"dusk / dawn" lake', ['Blue Herring', 'Red Herring']],
    ['"open water', ['Blue Herring']],
    // A phrase never spans two fields ("Lake" + "Open Water").
    ['"lake open"', []],
    ['.* (', []],
    ['[herring', []],
  ])('%j → %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it.each<[string, number[]]>([
    ['kryta day', [2, 1, 1, 1, 1]],
    ['herring herring', [1, 1]],
    ['"dusk / dawn" lake', [2, 1]],
  ])('counts matching tokens for %j', (query, counts) => {
    expect(matches(query)).toEqual(counts);
  });

  it('copes with very long input', () => {
    expect(names('herring '.repeat(10_000))).toEqual(['Blue Herring', 'Red Herring']);
  });
});
