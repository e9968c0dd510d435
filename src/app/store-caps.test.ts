import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A fresh copy of the storage module and every capped store, as after a page load (the stores'
 * own modules: the features' entry points would load their components too).
 */
async function loadApp() {
  vi.resetModules();
  const [storage, persistence, notices, pins, marks, keys, timeNotifications, plannerAlerts] =
    await Promise.all([
      import('@/lib/storage/persisted-store'),
      import('@/lib/storage/persistence'),
      import('@/lib/storage/storage-notices'),
      import('@/features/pins/pins-store'),
      import('@/features/progress/marks-store'),
      import('@/features/account/keys-store'),
      import('@/features/notifications/time-notifications-store'),
      import('@/features/notifications/planner-alerts-store'),
    ]);
  // As once the app is live: the stores hold their caps with their checks loaded.
  await storage.loadSliceChecks();
  return {
    ...storage,
    ...persistence,
    ...notices,
    ...pins,
    ...marks,
    ...keys,
    ...timeNotifications,
    ...plannerAlerts,
  };
}
type App = Awaited<ReturnType<typeof loadApp>>;

const KEY = '0123ABCD-4567-89EF-ABCD-0123456789ABCDEF0123-4567-89AB-CDEF-0123456789AB';
/** A valid API key of its own for each `n`. */
const apiKey = (n: number) => KEY.slice(0, -4) + n.toString(16).toUpperCase().padStart(4, '0');

interface CappedStore {
  slice: string;
  max: number;
  /** Fills the store with `count` items. */
  seed: (app: App, count: number) => void;
  /** The control's action, adding item `n` (a new one each time). */
  add: (app: App, n: number) => unknown;
  /** The stored items, in order. */
  items: (app: App) => unknown[];
}

const cases: CappedStore[] = [
  {
    slice: 'pins',
    max: 200,
    seed: (app, count) =>
      app.usePinsStore.setState({
        pins: Array.from({ length: count }, (_, i) => ({
          name: `R${i}`,
          endpoint: `/region/R${i}`,
          isPinned: true,
        })),
      }),
    add: (app, n) => app.usePinsStore.getState().togglePin(`New ${n}`, `/region/New${n}`),
    items: (app) => app.usePinsStore.getState().pins,
  },
  {
    slice: 'marks',
    max: 2000,
    seed: (app, count) =>
      app.useMarksStore.setState({ acquired: Array.from({ length: count }, (_, i) => i + 1) }),
    // Region "Test" also has fish 0, never marked: the region is never completed (and reset).
    add: (app, n) => app.useMarksStore.getState().toggle('Test', 10_000 + n, [10_000 + n, 0]),
    items: (app) => app.useMarksStore.getState().acquired,
  },
  {
    slice: 'api-keys',
    max: 50,
    seed: (app, count) =>
      app.useKeysStore.setState({
        keys: Object.fromEntries(
          Array.from({ length: count }, (_, i) => [
            `Key ${i}`,
            { name: `Key ${i}`, key: apiKey(i), invalid: false },
          ]),
        ),
      }),
    add: (app, n) => app.useKeysStore.getState().addSuccess(`New ${n}`, apiKey(1000 + n)),
    items: (app) => Object.values(app.useKeysStore.getState().keys),
  },
  {
    slice: 'time-notifications',
    max: 200,
    seed: (app, count) =>
      app.useTimeNotificationsStore.setState({
        notifications: Array.from({ length: count }, (_, i) => ({
          id: `t${i}`,
          minutesAhead: 0,
          timesOfDay: ['DAY' as const],
          inCantha: false,
          regions: ['Krytan'],
          autoDismiss: true,
        })),
      }),
    // Another number of minutes ahead each time: a new notification, not merged into one.
    add: (app, n) =>
      app.useTimeNotificationsStore
        .getState()
        .add({ minutesAhead: n, timesOfDay: ['NIGHT'], inCantha: false, regions: ['Orrian'] }),
    items: (app) => app.useTimeNotificationsStore.getState().notifications,
  },
  {
    slice: 'planner-alerts',
    max: 200,
    seed: (app, count) =>
      app.usePlannerAlertsStore.setState({
        alerts: Array.from({ length: count }, (_, i) => ({
          ...alertDraft,
          id: `a${i}`,
          createdAt: 0,
        })),
      }),
    add: (app, n) => app.usePlannerAlertsStore.getState().set({ ...alertDraft, minutesAhead: n }),
    items: (app) => app.usePlannerAlertsStore.getState().alerts,
  },
];

const alertDraft = {
  regionKey: 'Krytan',
  clock: 'TYRIA' as const,
  fishTime: { timeOfDay: 'ANY' as const, higherChanceTime: null },
  fish: ['Carp'],
  minutesAhead: 5,
  repeat: 'every' as const,
};

const capNotices = (app: App) =>
  app.useStorageNotices.getState().notices.filter((notice) => notice.kind === 'cap-reached');

describe('store caps', () => {
  beforeEach(() => localStorage.clear());

  it.each(cases)(
    '$slice: adds up to the cap, refuses the next with a notice, and a reload keeps exactly the cap (G2)',
    async ({ slice, max, seed, add, items }) => {
      const app = await loadApp();
      app.setPersistence(true);
      seed(app, max - 1);

      expect(add(app, 1)).toBeUndefined();
      expect(items(app)).toHaveLength(max);
      expect(capNotices(app)).toEqual([]);
      const full = items(app);

      expect(add(app, 2)).toEqual({ slice, max });
      expect(items(app)).toEqual(full);
      expect(capNotices(app)).toEqual([expect.objectContaining({ slice, max })]);

      const reloaded = await loadApp();
      expect(items(reloaded)).toEqual(full);
      expect(reloaded.useStorageNotices.getState().notices).toEqual([]);
    },
  );

  it('lets a change that adds nothing through at the cap (unpinning, a merged notification)', async () => {
    const app = await loadApp();
    cases[0]!.seed(app, 200);
    app.usePinsStore.getState().togglePin('R0', '/region/R0');
    expect(app.usePinsStore.getState().pins).toHaveLength(199);

    cases[3]!.seed(app, 200);
    const merged = app.useTimeNotificationsStore
      .getState()
      .add({ minutesAhead: 0, timesOfDay: ['DAY'], inCantha: false, regions: ['Orrian'] });
    expect(merged).toBeUndefined();
    expect(app.useTimeNotificationsStore.getState().notifications[0]?.regions).toEqual([
      'Krytan',
      'Orrian',
    ]);
    expect(capNotices(app)).toEqual([]);
  });
});
