import { describe, expect, it } from 'vitest';
import { keyFormat } from './key-format';

const KEY = '0123ABCD-4567-89EF-ABCD-0123456789ABCDEF0123-4567-89AB-CDEF-0123456789AB';

describe('keyFormat', () => {
  it.each([
    ['an uppercase API key', KEY, 'api-key'],
    ['a lowercase API key', KEY.toLowerCase(), 'api-key'],
    ['an API key with surrounding spaces', `  ${KEY}\n`, 'api-key'],
    ['a subtoken (JWT)', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.abc_DEF-123', 'subtoken'],
    ['an empty string', '', undefined],
    ['a key one character short', KEY.slice(0, -1), undefined],
    ['a key with a non-hex letter', KEY.replace('A', 'G'), undefined],
    ['a key with groups in the wrong place', KEY.replace('-4567-89EF', '4567--89EF'), undefined],
    ['a JWT with two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0', undefined],
    ['a JWT with an empty signature', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.', undefined],
    ['text with a space', 'my key', undefined],
  ])('reads %s as %s', (_, value, expected) => {
    expect(keyFormat(value)).toBe(expected);
  });
});
