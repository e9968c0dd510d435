import { beforeEach, describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { cardText } from './card-text';
import { useNotificationsStore } from './notifications-store';
import { usePlannerAlertsStore } from './planner-alerts-store';
import { defaultNotificationSettings, useNotificationSettingsStore } from './settings-store';
import { syncPlannerAlerts } from './sync-planner-alerts';

const at = (time: string) => Date.parse(`2026-11-22T${time}Z`);
// Tyria: dusk 01:40 opens a night fish's window, which closes at 02:30.
const moony = {
  regionKey: 'Krytan',
  clock: 'TYRIA' as const,
  fishTime: { timeOfDay: 'NIGHT' as const, higherChanceTime: null },
  fish: ['Moony'],
  minutesAhead: 5,
};
const cards = () => useNotificationsStore.getState().notifications;

describe('syncPlannerAlerts', () => {
  beforeEach(() => {
    useNotificationSettingsStore.setState({ ...defaultNotificationSettings, enabled: true });
    useNotificationsStore.setState({ notifications: [], raised: {} });
    usePlannerAlertsStore.setState({ alerts: [] });
  });

  it('raises the card N minutes before dusk, once, linking to the region', () => {
    usePlannerAlertsStore.getState().set({ ...moony, repeat: 'every' }, at('01:00:00'));
    syncPlannerAlerts(at('01:34:59'), sourceI18n);
    expect(cards()).toEqual([]);
    syncPlannerAlerts(at('01:35:00'), sourceI18n);
    syncPlannerAlerts(at('01:35:01'), sourceI18n);
    expect(cards()).toHaveLength(1);
    const [card] = cards();
    expect(cardText(card!, at('01:35:00'), sourceI18n)).toBe(
      'Moony bites from dusk in 5 min — Kryta',
    );
    expect(card).toMatchObject({
      navigate: '/region/Krytan',
      start: at('01:35:00'),
      end: at('02:30:00'),
      kind: 'time',
    });
    // Its text reads live, like a time card's.
    expect(cardText(card!, at('01:43:00'), sourceI18n)).toBe(
      'Moony has been biting for 3 min, since dusk — Kryta',
    );
    // Every time: the alert stays, and raises the next window's card.
    expect(usePlannerAlertsStore.getState().alerts).toHaveLength(1);
    syncPlannerAlerts(at('03:35:00'), sourceI18n);
    expect(cards().map((n) => n.start)).toEqual([at('03:35:00'), at('01:35:00')]);
  });

  it('removes a "once" alert when its card is raised', () => {
    usePlannerAlertsStore.getState().set({ ...moony, repeat: 'once' }, at('01:00:00'));
    syncPlannerAlerts(at('01:35:00'), sourceI18n);
    expect(cards()).toHaveLength(1);
    expect(usePlannerAlertsStore.getState().alerts).toEqual([]);
    syncPlannerAlerts(at('03:35:00'), sourceI18n);
    expect(cards()).toHaveLength(1);
  });

  it('raises nothing while notifications are off, and keeps the alert', () => {
    useNotificationSettingsStore.setState({ enabled: false });
    usePlannerAlertsStore.getState().set({ ...moony, repeat: 'once' }, at('01:00:00'));
    syncPlannerAlerts(at('01:35:00'), sourceI18n);
    expect(cards()).toEqual([]);
    expect(usePlannerAlertsStore.getState().alerts).toHaveLength(1);
  });
});

describe('usePlannerAlertsStore', () => {
  beforeEach(() => usePlannerAlertsStore.setState({ alerts: [] }));

  it('adds an alert with an id and when it was set, and replaces it by id', () => {
    const { set } = usePlannerAlertsStore.getState();
    set({ ...moony, repeat: 'every' }, at('01:00:00'));
    const [added] = usePlannerAlertsStore.getState().alerts;
    expect(added).toEqual({
      ...moony,
      repeat: 'every',
      id: expect.any(String),
      createdAt: at('01:00:00'),
    });
    set({ ...moony, id: added!.id, minutesAhead: 9, repeat: 'once' }, at('01:10:00'));
    expect(usePlannerAlertsStore.getState().alerts).toEqual([
      { ...moony, id: added!.id, minutesAhead: 9, repeat: 'once', createdAt: at('01:10:00') },
    ]);
  });
});
