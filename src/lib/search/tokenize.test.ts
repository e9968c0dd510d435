import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, tokenize } from './tokenize';

describe('tokenize', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Krytan', ['krytan']],
    ['Red  herring', ['red', 'herring']],
    ['\tday\nnight ', ['day', 'night']],
    ['"red herring"', ['red herring']],
    ['"  dusk   /  dawn "', ['dusk / dawn']],
    ['lake "glow worm" night', ['lake', 'glow worm', 'night']],
    ['"glow worm"lake', ['glow worm', 'lake']],
    ['foo"bar baz"', ['foo', 'bar baz']],
    // Unbalanced: the open phrase runs to the end of the input.
    ['"dusk / da', ['dusk / da']],
    ['night "open water', ['night', 'open water']],
    ['"a" "b', ['a', 'b']],
    ['""', []],
    ['" "', []],
    ['"', []],
    ['day DAY Day', ['day']],
    ['.*+?^${}()|[]\\', ['.*+?^${}()|[]\\']],
    ['🐟 fish', ['🐟', 'fish']],
  ])('%j → %j', (query, tokens) => {
    expect(tokenize(query)).toEqual(tokens);
  });

  it(`reads only the first ${MAX_QUERY_LENGTH} characters`, () => {
    const tokens = tokenize('a '.repeat(5000) + 'zebra');
    expect(tokens).toEqual(['a']);
    expect(tokenize('x'.repeat(MAX_QUERY_LENGTH + 50))).toEqual(['x'.repeat(MAX_QUERY_LENGTH)]);
  });
});
