import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAlertsOf } from '@/lib/notifications/session-alerts';
import { storageKey } from '@/lib/storage/safe-local-storage';
import { hostileNumbers } from '@/testing/hostile-instants';
import { sessionStopFixture } from '@/testing/session-fixtures';
import { useSessionAlertsStore } from './session-alerts-store';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const MINUTE = 60_000;
const [good] = sessionAlertsOf(
  [
    sessionStopFixture(NOW, NOW + 11 * MINUTE, 'Krytan', ['Moony']),
    sessionStopFixture(NOW + 11 * MINUTE, NOW + 22 * MINUTE, 'Seitung', ['Carp']),
  ],
  'session-1',
  NOW,
);
const stored = (state: unknown) =>
  localStorage.setItem(storageKey('session-alerts'), JSON.stringify({ state, version: 1 }));

describe('session alerts checks (issue 57)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    localStorage.clear();
    useSessionAlertsStore.getState().end();
  });
  afterEach(() => vi.useRealTimers());

  it.each(hostileNumbers(NOW))(
    'leaves out an alert or started session at %s, keeping the readable alert',
    async (_, instant) => {
      stored({
        session: { id: 'session-1', end: instant },
        alerts: [
          good,
          { ...good, id: 'bad-start', start: instant },
          { ...good, id: 'bad-end', end: instant },
        ],
      });
      await useSessionAlertsStore.persist.rehydrate();
      expect(useSessionAlertsStore.getState()).toMatchObject({ session: null, alerts: [good] });
    },
  );

  it('leaves out an alert whose card would come before the valid dates', async () => {
    stored({
      session: { id: 'session-1', end: NOW + 22 * MINUTE },
      alerts: [good, { ...good, id: 'far', minutesAhead: 1e15 }],
    });
    await useSessionAlertsStore.persist.rehydrate();
    expect(useSessionAlertsStore.getState()).toMatchObject({
      session: { id: 'session-1', end: NOW + 22 * MINUTE },
      alerts: [good],
    });
  });
});
