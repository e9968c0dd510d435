import { MINUTE_MS } from '@/config/constants';

const DAY = 24 * 60 * MINUTE_MS;

/**
 * Instants no fishing session may read at `now` (issue 57): the ends of the valid dates, huge
 * numbers, not numbers at all, far past and future. Each row: a name for the test, the value.
 */
export const hostileInstants = (now: number): [string, unknown][] => [
  ['the last valid date', 8.64e15],
  ['an hour before the last valid date', 8.64e15 - 3_600_000],
  ['the first valid date', -8.64e15],
  ['-1e20', -1e20],
  ['1e20', 1e20],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['the epoch', 0],
  ['two years ago', now - 730 * DAY],
  ['two years ahead', now + 730 * DAY],
  ['a text', '1700000000000'],
  ['null', null],
];

/** The hostile instants that are numbers (what a stored number or a link's digits can hold). */
export const hostileNumbers = (now: number): [string, number][] =>
  hostileInstants(now).filter((row): row is [string, number] => typeof row[1] === 'number');
