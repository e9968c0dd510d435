import { describe, expect, it } from 'vitest';
import { formatTyrianTime, getTyrianTime } from './tyrian-clock';

const at = (utc: string) => new Date(`2026-11-22T${utc}Z`);

describe('getTyrianTime', () => {
  it.each([
    ['00:00:00', 0, 0],
    ['00:00:04', 0, 0],
    ['00:00:05', 0, 1],
    ['00:04:59', 0, 59],
    ['00:05:00', 1, 0],
    ['00:25:00', 5, 0],
    ['00:59:59', 11, 59],
    ['01:00:00', 12, 0],
    ['01:40:00', 20, 0],
    ['01:59:59', 23, 59],
    ['02:00:00', 0, 0],
    ['13:47:33', 21, 30],
    ['22:12:40', 2, 32],
  ])('reads %s UTC as %i:%i', (utc, hour, minute) => {
    expect(getTyrianTime(at(utc))).toEqual({ hour, minute });
  });

  it('accepts epoch milliseconds like a Date', () => {
    const date = at('13:47:33');
    expect(getTyrianTime(date.getTime())).toEqual(getTyrianTime(date));
  });
});

describe('formatTyrianTime', () => {
  it.each([
    [0, 0, '00:00'],
    [5, 7, '05:07'],
    [23, 59, '23:59'],
  ])('formats %i:%i as %s', (hour, minute, text) => {
    expect(formatTyrianTime({ hour, minute })).toBe(text);
  });
});
