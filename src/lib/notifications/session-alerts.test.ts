import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { sessionStopFixture } from '@/testing/session-fixtures';
import {
  followRoute,
  sessionAlertsOf,
  sessionAlertStatus,
  sessionStopText,
  type SessionAlert,
} from './session-alerts';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
const stop = (start: string, end: string, key: string, names: string[]) =>
  sessionStopFixture(at(start), at(end), key, names);

describe('sessionAlertsOf', () => {
  const stops = [
    stop('00:10:00', '00:21:00', 'Krytan', ['Moony']),
    stop('00:21:00', '00:32:00', 'Seitung', ['Sea Bass', 'Grouper']),
  ];

  it.each([
    {
      name: 'every stop starting after now',
      now: at('00:09:59'),
      starts: ['00:10:00', '00:21:00'],
    },
    { name: 'none for the stop starting now', now: at('00:10:00'), starts: ['00:21:00'] },
    { name: 'none once every stop has begun', now: at('00:25:00'), starts: [] },
  ])('gives an alert to $name', ({ now, starts }) => {
    expect(sessionAlertsOf(stops, 's1', now).map((alert) => alert.start)).toEqual(
      starts.map((time) => at(time)),
    );
  });

  it("keeps the stop's names as given, its clock and phase, a minute ahead", () => {
    expect(sessionAlertsOf(stops, 's1', at('00:15:00'))).toEqual([
      {
        id: `s1@${at('00:21:00')}`,
        sessionId: 's1',
        start: at('00:21:00'),
        end: at('00:32:00'),
        collectionKey: 'Seitung',
        where: 'Seitung (shown)',
        clock: 'CANTHA',
        phase: 'DAY',
        fish: ['Sea Bass', 'Grouper'],
        minutesAhead: 1,
      },
    ]);
  });
});

const alert: SessionAlert = {
  ...sessionAlertsOf([stop('00:21:00', '00:32:00', 'Seitung', ['Sea Bass'])], 's1', 0)[0]!,
  minutesAhead: 2,
};

describe('sessionAlertStatus', () => {
  it.each([
    ['00:18:59', 'waiting'],
    ['00:19:00', 'due'],
    ['00:31:59', 'due'],
    ['00:32:00', 'missed'],
  ])('at %s is %s', (time, status) => {
    expect(sessionAlertStatus(alert, at(time))).toBe(status);
  });
});

describe('followRoute', () => {
  const route = (...stops: [string, string, string][]) =>
    sessionAlertsOf(
      stops.map(([start, end, key]) => stop(start, end, key, ['Moony'])),
      's1',
      0,
    );
  const summary = (alerts: SessionAlert[]) =>
    alerts.map(
      (item) =>
        `${item.start === at('00:21:00') ? '00:21' : '00:40'} ${item.collectionKey} ${item.minutesAhead}`,
    );
  const set = route(['00:21:00', '00:32:00', 'Seitung']).map((item) => ({
    ...item,
    minutesAhead: 3,
  }));

  it.each([
    {
      name: 'keeps an alert set for a stop still on the route, with its minutes',
      next: route(['00:21:00', '00:32:00', 'Seitung']),
      now: at('00:10:00'),
      alerts: ['00:21 Seitung 3'],
    },
    {
      name: "takes a stop's new place and fish (the same start)",
      next: route(['00:21:00', '00:32:00', 'Krytan']),
      now: at('00:10:00'),
      alerts: ['00:21 Krytan 3'],
    },
    {
      name: 'adds a new stop whose card is ahead, drops a stop no longer on the route',
      next: route(['00:40:00', '00:50:00', 'Krytan']),
      now: at('00:10:00'),
      alerts: ['00:40 Krytan 1'],
    },
    {
      name: 'adds no stop whose card time has passed (raised already, or due while away)',
      next: route(['00:40:00', '00:50:00', 'Krytan']),
      now: at('00:39:00'),
      alerts: [],
    },
  ])('$name', ({ next, now, alerts }) => {
    expect(summary(followRoute(set, next, now))).toEqual(alerts);
  });
});

describe('sessionStopText', () => {
  const card = (names: string[]) => ({
    where: 'Kryta',
    phase: 'DUSK' as const,
    start: at('00:21:00'),
    fish: names,
  });

  it.each([
    [['Moony'], '00:20:00', 'Session: Kryta next, in 1 min (dusk) — Moony'],
    [['Moony', 'Eel'], '00:18:30', 'Session: Kryta next, in 3 min (dusk) — Moony and Eel'],
    [['A', 'B', 'C'], '00:20:59', 'Session: Kryta next, in 1 min (dusk) — 3 fish (A, B, C)'],
    [['A', 'B', 'C', 'D'], '00:21:00', 'Session: Kryta now (dusk) — 4 fish (A, B, C, …)'],
    [['Moony'], '00:25:00', 'Session: Kryta now (dusk) — Moony'],
  ])('%j at %s reads "%s"', (names, time, text) => {
    expect(sessionStopText(card(names), at(time), sourceI18n)).toBe(text);
  });

  it('reads in the page language, the names as given', async () => {
    const de = await loadI18n('de');
    expect(sessionStopText(card(['Aal', 'Karpfen']), at('00:20:00'), de)).toBe(
      'Session: als Nächstes Kryta, in 1 Min. (Abenddämmerung) — Aal und Karpfen',
    );
  });
});
