import { describe, expect, it } from 'vitest';
import { hostileInstants, hostileNumbers } from '@/testing/hostile-instants';
import { DEFAULT_FORM, type SessionState } from './session-state';
import {
  endSession,
  isSessionInstant,
  isSessionRunning,
  planRest,
  routeWindow,
  sessionEnd,
  startSession,
  unreadableInstants,
  withReadableInstants,
} from './session-time';

const NOW = Date.parse('2026-11-22T19:00:30Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MINUTE_OF_NOW = Date.parse('2026-11-22T19:00:00Z');
const session = (state: Partial<SessionState> & { start?: number } = {}): SessionState => ({
  form: { ...DEFAULT_FORM, start: state.start },
  startedAt: state.startedAt,
  restFrom: state.restFrom,
});

describe('isSessionInstant', () => {
  it.each(hostileInstants(NOW))('refuses %s', (_, instant) => {
    expect(isSessionInstant(instant, NOW)).toBe(false);
  });

  it.each([
    ['now', NOW],
    ['tomorrow', NOW + DAY],
    ['a year ago', NOW - 365 * DAY],
    ['a year ahead', NOW + 365 * DAY],
  ])('reads %s', (_, instant) => {
    expect(isSessionInstant(instant, NOW)).toBe(true);
  });
});

describe('withReadableInstants', () => {
  it.each(hostileNumbers(NOW))(
    'leaves %s open wherever it is, and keeps the rest',
    (_, instant) => {
      const value = instant as number;
      const state: SessionState = {
        form: { ...DEFAULT_FORM, minutes: 90, start: value },
        startedAt: value,
        restFrom: value,
      };
      expect(unreadableInstants(state, NOW)).toEqual(['start', 'startedAt', 'restFrom']);
      const kept = withReadableInstants(state, NOW);
      expect(kept).toEqual({ form: { ...DEFAULT_FORM, minutes: 90 } });
      // What is left plans at once (no time engine call can loop).
      expect(routeWindow(kept, NOW)).toEqual({
        start: MINUTE_OF_NOW,
        end: MINUTE_OF_NOW + 90 * MINUTE,
      });
    },
  );

  it('keeps readable instants as they are', () => {
    const state = session({ start: NOW + DAY, startedAt: NOW, restFrom: NOW + MINUTE });
    expect(unreadableInstants(state, NOW)).toEqual([]);
    expect(withReadableInstants(state, NOW)).toEqual(state);
  });
});

describe('routeWindow', () => {
  const start = MINUTE_OF_NOW;
  const end = start + 60 * MINUTE;
  it.each<[string, Partial<SessionState> & { start?: number }, number, number]>([
    ['a start left open: the current minute', {}, start, end],
    ['a chosen start', { start: start + DAY }, start + DAY, end + DAY],
    [
      'a rest within the session: its minute',
      { start, restFrom: start + 20.5 * MINUTE },
      start + 20 * MINUTE,
      end,
    ],
    ['a rest before the start: the start (S4)', { start, restFrom: start - 365 * DAY }, start, end],
    ['a rest after the end: nothing left', { start, restFrom: end + 5 * MINUTE }, end, end],
    [
      'started with the start left open: the minute of the press',
      { startedAt: NOW - 10 * MINUTE },
      start - 10 * MINUTE,
      end - 10 * MINUTE,
    ],
  ])('%s', (_, state, from, to) => {
    expect(routeWindow(session(state), NOW)).toEqual({ start: from, end: to });
  });
});

describe('running, starting, ending, re-planning', () => {
  it.each<[string, Partial<SessionState> & { start?: number }, boolean]>([
    ['not started', { start: MINUTE_OF_NOW }, false],
    [
      'started, before its end',
      { start: MINUTE_OF_NOW - 59 * MINUTE, startedAt: NOW - HOUR },
      true,
    ],
    ['started, at its end', { start: MINUTE_OF_NOW - 60 * MINUTE, startedAt: NOW - HOUR }, false],
    ['started, starting later', { start: MINUTE_OF_NOW + DAY, startedAt: NOW }, true],
    ['started with the start left open', { startedAt: NOW - 30 * MINUTE }, true],
  ])('%s: running is %s', (_, state, running) => {
    expect(isSessionRunning(session(state), NOW)).toBe(running);
  });

  it('fixes a start left open to its minute and starts anew', () => {
    expect(startSession(session({ restFrom: NOW - DAY }), NOW)).toEqual({
      form: { ...DEFAULT_FORM, start: MINUTE_OF_NOW },
      startedAt: NOW,
      restFrom: undefined,
    });
  });

  it('keeps the start and re-plan of a session still running', () => {
    const running = session({ start: MINUTE_OF_NOW, startedAt: NOW, restFrom: NOW + MINUTE });
    expect(startSession(running, NOW + 59 * MINUTE)).toEqual(running);
    expect(startSession(running, NOW + 60 * MINUTE).startedAt).toBe(NOW + 60 * MINUTE);
  });

  it('ends: the form stays', () => {
    const running = session({ start: MINUTE_OF_NOW, startedAt: NOW, restFrom: NOW });
    expect(endSession(running)).toEqual({ form: running.form });
    expect(planRest(running, NOW + MINUTE).restFrom).toBe(NOW + MINUTE);
    // The map the route had the player on (issue 60): kept with the rest, gone with a new start.
    const rested = planRest(running, NOW + MINUTE, 'Krytan');
    expect(rested.restOn).toBe('Krytan');
    expect(planRest(rested, NOW + 2 * MINUTE).restOn).toBeUndefined();
    expect(startSession(rested, NOW + 61 * MINUTE).restOn).toBeUndefined();
    expect(sessionEnd(running, NOW)).toBe(MINUTE_OF_NOW + 60 * MINUTE);
  });
});
