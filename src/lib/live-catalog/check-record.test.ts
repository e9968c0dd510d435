import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHECK_STORAGE_KEY } from '@/config/live-catalog';
import { emptyRecord, readCheckRecord, writeCheckRecord, type CheckRecord } from './check-record';

const now = Date.UTC(2026, 10, 26, 12);
const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;
const game: CheckRecord['game'] = { categoryIds: [6068], achievements: [], items: [] };
const good: CheckRecord = {
  version: 1,
  checkedAt: now - 60 * MINUTE,
  failedAt: null,
  failure: null,
  game,
};

afterEach(() => window.localStorage.clear());

describe('readCheckRecord', () => {
  it.each<[string, unknown, CheckRecord]>([
    ['a good record', good, good],
    [
      'a check time a minute ahead (a nudged clock)',
      { ...good, checkedAt: now + MINUTE },
      {
        ...good,
        checkedAt: now + MINUTE,
      },
    ],
    ['(G6) a check time a year ahead', { ...good, checkedAt: now + YEAR }, emptyRecord],
    [
      '(G6) a failure time a year ahead',
      { ...good, failedAt: now + YEAR, failure: 'offline' },
      emptyRecord,
    ],
    ['another version', { ...good, version: 2 }, emptyRecord],
    ['garbage', { checkedAt: 'yesterday', game: 42 }, emptyRecord],
    [
      '(G8) a failure stored in words before kinds',
      { ...good, failedAt: now - MINUTE, failure: "The GW2 API call to 'https://x' returned 500." },
      { ...good, failedAt: now - MINUTE, failure: 'unknown' },
    ],
    [
      'a failure stored by its kind',
      { ...good, failedAt: now - MINUTE, failure: 'timeout' },
      { ...good, failedAt: now - MINUTE, failure: 'timeout' },
    ],
  ])('reads %s', (_, stored, expected) => {
    window.localStorage.setItem(LIVE_CHECK_STORAGE_KEY, JSON.stringify(stored));
    expect(readCheckRecord(now)).toEqual(expected);
  });

  it('reads text that is not JSON as none', () => {
    window.localStorage.setItem(LIVE_CHECK_STORAGE_KEY, '{not json');
    expect(readCheckRecord(now)).toEqual(emptyRecord);
  });

  it('reads back what was written', () => {
    writeCheckRecord(good);
    expect(readCheckRecord(now)).toEqual(good);
  });
});
