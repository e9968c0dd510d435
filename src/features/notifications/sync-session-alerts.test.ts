import { beforeEach, describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import type { SessionAlert } from '@/lib/notifications/session-alerts';
import { cardText, raisedText } from './card-text';
import { useNotificationsStore } from './notifications-store';
import { useSessionAlertsStore } from './session-alerts-store';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
import { syncSessionAlerts } from './sync-session-alerts';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
const alert = (start: string, end: string, where: string): SessionAlert => ({
  id: `s1@${at(start)}`,
  sessionId: 's1',
  start: at(start),
  end: at(end),
  collectionKey: where,
  where,
  clock: 'TYRIA',
  phase: 'DAY',
  fish: ['Pike', 'Perch', 'Carp'],
  minutesAhead: 1,
});
// Two stops ahead: Kryta from 00:32 to 00:39, then Ascalon from 00:42 to 00:50.
const kryta = alert('00:32:00', '00:39:00', 'Kryta');
const ascalon = alert('00:42:00', '00:50:00', 'Ascalon');
const cards = () => useNotificationsStore.getState().notifications;
const left = () => useSessionAlertsStore.getState().alerts.map((item) => item.where);
const shown = (now: number) => cards().map((card) => cardText(card, now, sourceI18n));

describe('syncSessionAlerts', () => {
  beforeEach(() => {
    useNotificationSettingsStore.setState({ ...defaultNotificationSettings, enabled: true });
    useNotificationsStore.setState({ notifications: [], raised: {} });
    useSessionAlertsStore.getState().start({ id: 's1', end: at('00:50:00') }, [kryta, ascalon]);
  });

  it.each([
    {
      name: 'nothing before a minute ahead',
      times: ['00:30:59'],
      cards: [],
      left: ['Kryta', 'Ascalon'],
    },
    {
      name: "the first stop's card a minute ahead, its alert gone",
      times: ['00:31:00'],
      cards: ['Session: Kryta next, in 1 min (day) — 3 fish (Pike, Perch, Carp)'],
      left: ['Ascalon'],
    },
    {
      name: 'each card once, however often it syncs',
      times: ['00:31:00', '00:31:01', '00:35:00'],
      cards: ['Session: Kryta now (day) — 3 fish (Pike, Perch, Carp)'],
      left: ['Ascalon'],
    },
    {
      name: 'a card whose time came while the page was closed, until its stop ends',
      times: ['00:38:00'],
      cards: ['Session: Kryta now (day) — 3 fish (Pike, Perch, Carp)'],
      left: ['Ascalon'],
    },
    {
      name: 'no card for a stop that is over; its alert is removed',
      times: ['00:41:00'],
      cards: ['Session: Ascalon next, in 1 min (day) — 3 fish (Pike, Perch, Carp)'],
      left: [],
    },
  ])('raises $name', ({ times, cards: texts, left: names }) => {
    for (const time of times) syncSessionAlerts(at(time), sourceI18n);
    expect(shown(at(times.at(-1)!))).toEqual(texts);
    expect(left()).toEqual(names);
  });

  it("does not raise a card again when its alert comes back (another tab's older save)", () => {
    syncSessionAlerts(at('00:31:00'), sourceI18n);
    useSessionAlertsStore.setState({ alerts: [kryta, ascalon] });
    syncSessionAlerts(at('00:31:30'), sourceI18n);
    expect(cards()).toHaveLength(1);
    expect(left()).toEqual(['Ascalon']);
  });

  it('links the card to the session page and ends it with the stop', () => {
    syncSessionAlerts(at('00:31:00'), sourceI18n);
    expect(cards()[0]).toMatchObject({
      navigate: '/launch/session',
      start: at('00:31:00'),
      end: at('00:39:00'),
      autoDismiss: true,
      kind: 'session',
    });
  });

  it.each([
    {
      name: 'on the last hidden tick before its moment, starting then',
      ticks: [
        { time: '00:29:30', hidden: true },
        { time: '00:30:30', hidden: true },
      ],
      start: '00:30:30',
      lateMs: undefined,
      text: 'Session: Kryta next, in 2 min (day) — 3 fish (Pike, Perch, Carp)',
    },
    {
      name: 'not early while visible',
      ticks: [{ time: '00:30:30', hidden: false }],
      start: undefined,
      lateMs: undefined,
      text: undefined,
    },
    {
      name: 'late, saying by how much, after a tick that came late',
      ticks: [
        { time: '00:29:59', hidden: false },
        { time: '00:33:00', hidden: false },
      ],
      start: '00:31:00',
      lateMs: 2 * 60_000,
      text: 'Session: Kryta now (day) — 3 fish (Pike, Perch, Carp)',
    },
  ])('raises a card $name', ({ ticks, start, lateMs, text }) => {
    let previousTick: number | undefined;
    for (const tick of ticks) {
      syncSessionAlerts(at(tick.time), sourceI18n, { hidden: tick.hidden, previousTick });
      previousTick = at(tick.time);
    }
    const [card] = cards();
    expect(card?.start).toBe(start && at(start));
    expect(card?.lateMs).toBe(lateMs);
    expect(card && raisedText(card, sourceI18n)).toBe(text);
  });

  it('raises nothing while notifications are off, and keeps the alerts', () => {
    useNotificationSettingsStore.setState({ enabled: false });
    syncSessionAlerts(at('00:31:00'), sourceI18n);
    expect(cards()).toEqual([]);
    expect(left()).toEqual(['Kryta', 'Ascalon']);
  });

  it('raises nothing once the session has ended', () => {
    useSessionAlertsStore.getState().end();
    syncSessionAlerts(at('00:31:00'), sourceI18n);
    expect(cards()).toEqual([]);
    expect(useSessionAlertsStore.getState().session).toBeNull();
  });
});
