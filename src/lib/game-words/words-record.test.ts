import { afterEach, describe, expect, it } from 'vitest';
import { gameWordsStorageKey } from '@/config/live-catalog';
import { testGermanWords } from '@/testing/game-words-fixtures';
import { emptyWordsRecord, readWordsRecord, type WordsRecord } from './words-record';

const now = Date.UTC(2026, 10, 26, 12);
const HOUR = 60 * 60_000;
const YEAR = 365 * 24 * HOUR;
const good: WordsRecord = {
  version: 1,
  checkedAt: now - HOUR,
  failedAt: null,
  failure: null,
  words: testGermanWords,
};

afterEach(() => window.localStorage.clear());

describe('readWordsRecord', () => {
  it.each<[string, unknown, WordsRecord]>([
    ['a good German record', good, good],
    ['(G6) a check time a year ahead', { ...good, checkedAt: now + YEAR }, emptyWordsRecord],
    [
      '(G6) a failure time a year ahead',
      { ...good, failedAt: now + YEAR, failure: 'offline' },
      emptyWordsRecord,
    ],
    [
      '(G6) French words under the German key',
      { ...good, words: { ...testGermanWords, locale: 'fr' } },
      emptyWordsRecord,
    ],
    ['another version', { ...good, version: 2 }, emptyWordsRecord],
    ['garbage', { version: 1, words: { locale: 'xx' } }, emptyWordsRecord],
    [
      '(G8) a failure stored in words before kinds',
      { ...good, failedAt: now - 1, failure: 'The GW2 API could not be reached: Failed to fetch' },
      { ...good, failedAt: now - 1, failure: 'unknown' },
    ],
  ])('reads %s', (_, stored, expected) => {
    window.localStorage.setItem(gameWordsStorageKey('de'), JSON.stringify(stored));
    expect(readWordsRecord('de', now)).toEqual(expected);
  });
});
