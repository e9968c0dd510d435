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
    // Same match count: fish before region before achievement, then by name.
    ['kryta', ['Angler', 'Red Herring', 'Kryta', 'Kryta Fan']],
    // More matching tokens rank first.
    ['kryta day', ['Red Herring', 'Angler', 'Kryta', 'Kryta Fan']],
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
    ['kryta day', [2, 1, 1, 1]],
    ['herring herring', [1, 1]],
    ['"dusk / dawn" lake', [2, 1]],
  ])('counts matching tokens for %j', (query, counts) => {
    expect(matches(query)).toEqual(counts);
  });

  it('copes with very long input', () => {
    expect(names('herring '.repeat(10_000))).toEqual(['Blue Herring', 'Red Herring']);
  });
});
