import { describe, expect, it } from 'vitest';
import { capCards } from './notifications-store';

describe('capCards', () => {
  it.each([
    [[], 3, [], 0],
    [['a'], 3, ['a'], 0],
    [['a', 'b', 'c'], 3, ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b', 'c'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f'], 3, ['a', 'b', 'c'], 3],
    [['a', 'b'], 1, ['a'], 1],
    [['a', 'b'], Infinity, ['a', 'b'], 0],
  ])('%j capped at %d shows %j and counts %d more', (cards, max, shown, more) => {
    expect(capCards(cards, max)).toEqual({ shown, more });
  });
});
