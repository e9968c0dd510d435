import { describe, expect, it } from 'vitest';
import type { ClockRegion } from '@/lib/time/phases';
import { biteWindows, bitesAlways, type FishTime } from './bite-windows';

const fish = (
  timeOfDay: FishTime['timeOfDay'],
  higherChanceTime: FishTime['higherChanceTime'] = null,
): FishTime => ({ timeOfDay, higherChanceTime });
const utc = (text: string) => new Date(`2026-11-${text}Z`);
/** Windows as "start–end PHASES" in UTC day-hh:mm, easy to read in a table. */
const show = (windows: ReturnType<typeof biteWindows>) =>
  windows.map(
    (w) =>
      `${w.start.toISOString().slice(8, 16)}–${w.end.toISOString().slice(8, 16)} ${w.phases.join('+')}`,
  );

describe('biteWindows', () => {
  // Tyria, cycle from 00:00 UTC: dawn 00:25, day 00:30, dusk 01:40, night 01:45, dawn 02:25.
  // Cantha: dawn 00:35, day 00:40, dusk 01:35, night 01:40, dawn 02:35.
  it.each<[string, FishTime, ClockRegion, string, string[]]>([
    [
      'a Tyrian night fish at night: the open window, then the next',
      fish('NIGHT'),
      'TYRIA',
      '22T00:10:00',
      ['21T23:40–22T00:30 DUSK+NIGHT+DAWN', '22T01:40–22T02:30 DUSK+NIGHT+DAWN'],
    ],
    [
      'a Tyrian day fish at night: dawn to the end of dusk (80 min)',
      fish('DAY'),
      'TYRIA',
      '22T00:10:00',
      ['22T00:25–22T01:45 DAWN+DAY+DUSK', '22T02:25–22T03:45 DAWN+DAY+DUSK'],
    ],
    [
      'a dusk/dawn fish: five minutes each',
      fish('TWILIGHT'),
      'TYRIA',
      '22T00:10:00',
      ['22T00:25–22T00:30 DAWN', '22T01:40–22T01:45 DUSK'],
    ],
    [
      'dusk/dawn, more often by day: bites like a day fish',
      fish('TWILIGHT', 'DAY'),
      'TYRIA',
      '22T00:10:00',
      ['22T00:25–22T01:45 DAWN+DAY+DUSK', '22T02:25–22T03:45 DAWN+DAY+DUSK'],
    ],
    [
      'a Canthan night fish on the Canthan clock',
      fish('NIGHT'),
      'CANTHA',
      '22T00:10:00',
      ['21T23:35–22T00:40 DUSK+NIGHT+DAWN', '22T01:35–22T02:40 DUSK+NIGHT+DAWN'],
    ],
    [
      'a window across the UTC day boundary',
      fish('NIGHT'),
      'TYRIA',
      '22T23:50:00',
      ['22T23:40–23T00:30 DUSK+NIGHT+DAWN', '23T01:40–23T02:30 DUSK+NIGHT+DAWN'],
    ],
    [
      'at the very instant a window opens, that window',
      fish('DAY'),
      'TYRIA',
      '22T00:25:00',
      ['22T00:25–22T01:45 DAWN+DAY+DUSK', '22T02:25–22T03:45 DAWN+DAY+DUSK'],
    ],
    [
      'at the instant a window closes, the next',
      fish('DAY'),
      'TYRIA',
      '22T01:45:00',
      ['22T02:25–22T03:45 DAWN+DAY+DUSK', '22T04:25–22T05:45 DAWN+DAY+DUSK'],
    ],
  ])('%s', (_, subject, clock, now, expected) => {
    expect(show(biteWindows(subject, clock, utc(now), 2))).toEqual(expected);
  });

  it.each([
    ['ANY', fish('ANY')],
    ['ANY, more often at night', fish('ANY', 'NIGHT')],
  ])('gives no windows to a fish that bites always (%s)', (_, subject) => {
    expect(bitesAlways(subject)).toBe(true);
    expect(biteWindows(subject, 'TYRIA', utc('22T00:10:00'), 3)).toEqual([]);
  });

  it('gives as many windows as asked', () => {
    expect(biteWindows(fish('TWILIGHT'), 'CANTHA', utc('22T00:10:00'), 3)).toHaveLength(3);
    expect(biteWindows(fish('TWILIGHT'), 'CANTHA', utc('22T00:10:00'), 0)).toEqual([]);
  });
});
