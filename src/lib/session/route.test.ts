import { describe, expect, it } from 'vitest';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { bitesIn } from '@/lib/planner/bite-windows';
import { uncaughtFish } from '@/lib/planner/plan';
import { getPhase } from '@/lib/time/phases';
import { itemExtensionFixture, planCollectionFixture } from '@/testing/catalog-fixtures';
import {
  collectionAt,
  planSession,
  sessionBait,
  type SessionSettings,
  type SessionStop,
} from './route';

const details = (name: string, facts: Partial<ItemExtension> = {}) =>
  itemExtensionFixture({ name, ...facts });

const collection = planCollectionFixture;

const kryta = collection('Kryta', 'TYRIA', [
  [1, details('Crawfish')],
  [2, details('Moony', { timeOfDay: 'NIGHT', fishingHole: ['COASTAL'], bait: 'SARDINE' })],
  [3, details('Pike', { timeOfDay: 'DAY', bait: 'FRESHWATER_MINNOW', fishingHole: ['LAKE'] })],
  [4, details('Perch', { timeOfDay: 'DAY', bait: 'FRESHWATER_MINNOW', fishingHole: ['LAKE'] })],
  [5, details('Golden', { timeOfDay: 'TWILIGHT', bait: 'FISH_EGG', fishingHole: ['LAKE'] })],
]);
const seitung = collection('Seitung', 'CANTHA', [
  [11, details('Sea Bass', { timeOfDay: 'NIGHT', fishingHole: ['SHORE'], bait: 'SARDINE' })],
  [12, details('Grouper', { higherChanceTime: 'NIGHT', fishingPower: 600 })],
]);
const everything = uncaughtFish([kryta, seitung], new Set());

// 00:10 UTC: night in Tyria (dawn at 00:25, day at 00:30) and in Cantha (dawn at 00:35).
const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00Z`).getTime();
const settings = (overrides: Partial<SessionSettings> = {}): SessionSettings => ({
  start: at('00:10'),
  minutes: 30,
  minutesPerFish: 4,
  switchMinutes: 3,
  ...overrides,
});
const hhmm = (date: Date) => date.toISOString().slice(11, 16);
const summary = (stops: SessionStop[]) =>
  stops.map(
    (stop) =>
      `${hhmm(stop.start)}-${hhmm(stop.end)} ${stop.collection.key} ${stop.phase} ` +
      stop.targets.map((entry) => entry.details.name).join(', '),
  );

describe('planSession', () => {
  it.each([
    {
      name: 'moves between maps as their fish bite, each switch costing its minutes',
      fish: everything,
      settings: settings(),
      stops: [
        '00:10-00:21 Kryta NIGHT Moony, Crawfish',
        '00:21-00:32 Seitung NIGHT Sea Bass, Grouper',
        '00:32-00:39 Kryta DAY Pike',
      ],
    },
    {
      name: 'stays on the map when the next stop is there (no switch)',
      fish: uncaughtFish([kryta], new Set([1, 5])),
      settings: settings({ minutes: 40 }),
      stops: [
        '00:10-00:17 Kryta NIGHT Moony',
        '00:25-00:29 Kryta DAWN Pike',
        '00:30-00:34 Kryta DAY Perch',
      ],
    },
    {
      name: 'leaves out fish above the player’s fishing power',
      fish: everything,
      settings: settings({ fishingPower: 500 }),
      stops: [
        '00:10-00:21 Kryta NIGHT Moony, Crawfish',
        '00:21-00:28 Seitung NIGHT Sea Bass',
        '00:30-00:37 Kryta DAY Pike',
      ],
    },
    {
      name: 'leaves out collections the account cannot reach',
      fish: everything,
      settings: settings({ leftOut: new Set(['Kryta']) }),
      stops: ['00:10-00:21 Seitung NIGHT Sea Bass, Grouper'],
    },
    {
      name: 'waits for the phase change when nothing can be caught now',
      fish: uncaughtFish([kryta], new Set([1, 2, 5])),
      settings: settings({ minutes: 40 }),
      stops: ['00:30-00:41 Kryta DAY Pike, Perch'],
    },
    {
      name: 'plans nothing for caught collections',
      fish: uncaughtFish([kryta, seitung], new Set([1, 2, 3, 4, 5, 11, 12])),
      settings: settings(),
      stops: [],
    },
    {
      name: 'fits more fish in a stop when fewer minutes a fish are assumed',
      fish: everything,
      settings: settings({ minutesPerFish: 2, minutes: 12 }),
      stops: ['00:10-00:17 Kryta NIGHT Moony, Crawfish', '00:17-00:22 Seitung NIGHT Sea Bass'],
    },
  ])('$name', ({ fish, settings: chosen, stops }) => {
    expect(summary(planSession(fish, chosen))).toEqual(stops);
  });

  it('plans a fish once where it counts in two collections', () => {
    const shared = details('Shared', { timeOfDay: 'NIGHT' });
    const world = {
      ...collection('WorldClass', 'TYRIA', [[2, shared]]),
      kind: 'achievement' as const,
    };
    const stops = planSession(uncaughtFish([kryta, world], new Set()), settings());
    const planned = stops.flatMap((stop) => stop.targets.map((entry) => entry.itemId));
    expect(planned.filter((id) => id === 2)).toHaveLength(1);
  });

  it.each(['00:00', '00:24', '00:29', '00:58', '01:37', '01:44', '01:59'])(
    'from %s over two hours, targets only fish biting in their stop, within its phase',
    (start) => {
      const stops = planSession(everything, settings({ start: at(start), minutes: 120 }));
      expect(stops.length).toBeGreaterThan(0);
      for (const [index, stop] of stops.entries()) {
        const phase = getPhase(stop.start, stop.collection.clock);
        expect(phase.type).toBe(stop.phase);
        expect(stop.end.getTime()).toBeLessThanOrEqual(phase.end.getTime());
        expect(stop.targets.every((entry) => bitesIn(entry.details, stop.phase))).toBe(true);
        const moved = stop.collection !== stops[index - 1]?.collection;
        expect(stop.switchMinutes).toBe(moved ? 3 : 0);
        expect(stop.end.getTime() - stop.start.getTime()).toBe(
          (stop.switchMinutes + stop.targets.length * 4) * 60_000,
        );
      }
    },
  );
});

describe('a rest planned in the middle of a stop (issue 60 item 4)', () => {
  // The whole route: Kryta 00:10–00:21 (Moony, Crawfish), then Seitung, then Kryta.
  const route = planSession(everything, settings());

  it.each<[string, Partial<SessionSettings>, string[], number]>([
    [
      // Nothing caught at 00:15, mid-Kryta: Kryta costs 3 min, fits only Moony (worth 2) before
      // Tyria's night ends; Seitung fits two (worth 3): the player is sent away.
      'without knowing the map, the first stop costs a switch',
      {},
      ['00:15-00:26 Seitung NIGHT Sea Bass, Grouper', '00:30-00:37 Kryta DAY Pike'],
      3,
    ],
    [
      // On Kryta, staying is free: Moony and Crawfish fit (worth 3, as Seitung), and the tie keeps
      // the map the player is on.
      'on the current stop’s map, staying there costs nothing',
      { startOn: 'Kryta' },
      ['00:15-00:23 Kryta NIGHT Moony, Crawfish', '00:23-00:34 Seitung NIGHT Sea Bass, Grouper'],
      0,
    ],
    [
      'on a map with nothing left to catch, the next stop costs a switch',
      { startOn: 'Elsewhere' },
      ['00:15-00:26 Seitung NIGHT Sea Bass, Grouper', '00:30-00:37 Kryta DAY Pike'],
      3,
    ],
  ])('%s', (_, on, stops, firstSwitch) => {
    const onMap = collectionAt(route, at('00:15'));
    expect(onMap).toBe('Kryta');
    const rest = planSession(everything, settings({ start: at('00:15'), minutes: 25, ...on }));
    expect(summary(rest)).toEqual(stops);
    expect(rest[0]?.switchMinutes).toBe(firstSwitch);
  });

  it.each<[string, string, string | undefined]>([
    ['before the first stop: not known', '00:09', undefined],
    ['at a stop’s first minute', '00:10', 'Kryta'],
    ['in the middle of a stop', '00:15', 'Kryta'],
    ['at the next stop’s start', '00:21', 'Seitung'],
    ['after the last stop: its map', '00:50', 'Kryta'],
    ['with no route at all', '00:15', undefined],
  ])('collectionAt: %s', (name, time, expected) => {
    const stops = name === 'with no route at all' ? [] : route;
    expect(collectionAt(stops, at(time))).toBe(expected);
  });
});

describe('sessionBait', () => {
  it('sums the bait of every stop, most fish first', () => {
    expect(sessionBait(planSession(everything, settings({ minutes: 120 })))).toEqual([
      { bait: 'ANY', fish: 2 },
      { bait: 'FRESHWATER_MINNOW', fish: 2 },
      { bait: 'SARDINE', fish: 2 },
      { bait: 'FISH_EGG', fish: 1 },
    ]);
  });
});

describe('planSession with hostile instants (issue 57, S1)', () => {
  it.each([
    ['the last valid date', 8.64e15],
    ['an hour before the last valid date', 8.64e15 - 3_600_000],
    ['-1e20', -1e20],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('plans nothing from %s, at once', (_, start) => {
    expect(planSession(everything, settings({ start }))).toEqual([]);
  });
});
