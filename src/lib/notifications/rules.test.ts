import { describe, expect, it } from 'vitest';
import {
  addTimeNotification,
  deleteTimeNotification,
  removeRegion,
  updateTimeNotification,
} from './rules';
import type { TimeNotification, TimeNotificationDraft } from './types';

const existing: TimeNotification = {
  id: 'a',
  minutesAhead: 5,
  timesOfDay: ['NIGHT', 'TWILIGHT'],
  inCantha: false,
  regions: ['Krytan'],
  autoDismiss: false,
};

const blankAhead: TimeNotification = { ...existing, id: 'b', minutesAhead: undefined };

const draft = (overrides: Partial<TimeNotificationDraft>): TimeNotificationDraft => ({
  minutesAhead: 5,
  timesOfDay: ['NIGHT', 'TWILIGHT'],
  inCantha: false,
  regions: ['Orrian'],
  ...overrides,
});

describe('addTimeNotification', () => {
  it.each<[string, TimeNotification[], Partial<TimeNotificationDraft>, string, string[]]>([
    ['same group merges', [existing], {}, 'a', ['Krytan', 'Orrian']],
    [
      'same set in another order merges',
      [existing],
      { timesOfDay: ['TWILIGHT', 'NIGHT'] },
      'a',
      ['Krytan', 'Orrian'],
    ],
    [
      'a region already there is not duplicated',
      [existing],
      { regions: ['Krytan'] },
      'a',
      ['Krytan'],
    ],
    ['0 merges with blank', [blankAhead], { minutesAhead: 0 }, 'b', ['Krytan', 'Orrian']],
    [
      'blank merges with blank',
      [blankAhead],
      { minutesAhead: undefined },
      'b',
      ['Krytan', 'Orrian'],
    ],
  ])('%s', (_label, list, overrides, mergedId, regions) => {
    const result = addTimeNotification(list, draft(overrides), () => 'new');
    expect(result).toHaveLength(list.length);
    expect(result.find((n) => n.id === mergedId)?.regions).toEqual(regions);
    expect(result.find((n) => n.id === mergedId)?.autoDismiss).toBe(false);
  });

  it.each<[string, Partial<TimeNotificationDraft>]>([
    ['another locale', { inCantha: true }],
    ['other minutes ahead', { minutesAhead: 6 }],
    ['a subset of the times', { timesOfDay: ['NIGHT'] }],
    ['a superset of the times', { timesOfDay: ['NIGHT', 'TWILIGHT', 'DAY'] }],
  ])('%s creates a new notification with autoDismiss on', (_label, overrides) => {
    const result = addTimeNotification([existing], draft(overrides), () => 'new');
    expect(result).toHaveLength(2);
    expect(result[0]).toBe(existing);
    expect(result[1]).toEqual({ ...draft(overrides), id: 'new', autoDismiss: true });
  });
});

describe('removeRegion', () => {
  const two = { ...existing, regions: ['Krytan', 'Orrian'] };
  it.each<[string, TimeNotification[], string, TimeNotification[]]>([
    ['keeps the others', [two], 'Krytan', [{ ...two, regions: ['Orrian'] }]],
    [
      'deletes the notification with its last region',
      [existing, blankAhead],
      'Krytan',
      [blankAhead],
    ],
    ['ignores a region it does not have', [existing], 'Orrian', [existing]],
  ])('%s', (_label, list, region, expected) => {
    expect(removeRegion(list, list[0]?.id ?? '', region)).toEqual(expected);
  });
});

describe('updateTimeNotification and deleteTimeNotification', () => {
  it('replaces fields, dropping duplicate regions', () => {
    expect(
      updateTimeNotification([existing], 'a', { minutesAhead: 10, regions: ['Orrian', 'Orrian'] }),
    ).toEqual([{ ...existing, minutesAhead: 10, regions: ['Orrian'] }]);
  });

  it('an edit that leaves no region deletes the notification', () => {
    expect(updateTimeNotification([existing], 'a', { regions: [] })).toEqual([]);
  });

  it('deletes by id', () => {
    expect(deleteTimeNotification([existing, blankAhead], 'a')).toEqual([blankAhead]);
  });
});
