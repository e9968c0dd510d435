import { describe, expect, it } from 'vitest';
import { alertsWithClockField } from './alerts-clock-field';

describe('alertsWithClockField', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a version 1 alert: its locale read as its clock',
      { alerts: [{ id: 'a', locale: 'CANTHA', fish: ['x'] }] },
      { alerts: [{ id: 'a', clock: 'CANTHA', fish: ['x'] }] },
    ],
    [
      'the other fields of the slice kept',
      { session: { id: 's', end: 1 }, alerts: [{ id: 'a', locale: 'TYRIA' }] },
      { session: { id: 's', end: 1 }, alerts: [{ id: 'a', clock: 'TYRIA' }] },
    ],
    [
      'an alert with a clock already: as it is',
      { alerts: [{ id: 'a', clock: 'TYRIA', locale: 'CANTHA' }] },
      { alerts: [{ id: 'a', clock: 'TYRIA', locale: 'CANTHA' }] },
    ],
    ['an alert that is not an object: for the checks', { alerts: [3] }, { alerts: [3] }],
    ['no list of alerts: for the checks', { alerts: 'x' }, { alerts: 'x' }],
    ['not an object', null, null],
  ])('%s', (_case, stored, expected) => {
    expect(alertsWithClockField(stored)).toEqual(expected);
  });
});
