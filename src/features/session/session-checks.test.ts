import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeWindow } from '@/lib/session/session-time';
import { applyImport, previewImport } from '@/lib/storage/export-import';
import { setPersistence } from '@/lib/storage/persistence';
import { storageKey } from '@/lib/storage/safe-local-storage';
import { hostileNumbers } from '@/testing/hostile-instants';
import { DEFAULT_FORM } from './session-form';
import { sessionStateOf, useSessionStore } from './session-store';

const NOW = Date.parse('2026-11-22T19:00:00Z');
const file = (state: unknown) =>
  JSON.stringify({
    app: 'tyria-fishing-companion',
    format: 1,
    exportedAt: '2026-11-22T10:00:00.000Z',
    slices: { session: { version: 1, state } },
  });
const storedSession = (state: unknown) =>
  localStorage.setItem(storageKey('session'), JSON.stringify({ state, version: 1 }));
const hostile = (instant: number) => ({
  form: { ...DEFAULT_FORM, minutes: 90, start: instant, collections: ['Krytan'] },
  startedAt: instant,
  restFrom: instant,
  // The map of a rest that cannot be read goes with it.
  restOn: 'Krytan',
});
const readable = { form: { ...DEFAULT_FORM, minutes: 90, collections: ['Krytan'] } };

describe('session checks (issue 57)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setPersistence(false);
    localStorage.clear();
    useSessionStore.setState({ form: DEFAULT_FORM, startedAt: undefined, restFrom: undefined });
  });
  afterEach(() => vi.useRealTimers());

  it.each(hostileNumbers(NOW))(
    'a stored %s is left open at the next load; the rest of the session stays (S2)',
    async (_, instant) => {
      storedSession(hostile(instant));
      await useSessionStore.persist.rehydrate();
      const state = sessionStateOf(useSessionStore.getState());
      expect(state).toEqual(readable);
      // It plans at once: the route's window is the hour and a half from now.
      expect(routeWindow(state, NOW)).toEqual({ start: NOW, end: NOW + 90 * 60_000 });
    },
  );

  it.each(hostileNumbers(NOW))(
    'an imported %s is left open; nothing hostile comes in',
    async (_, instant) => {
      const preview = await previewImport(file(hostile(instant)));
      if (!preview.ok) throw new Error('refused');
      applyImport(preview.groups, 'replace');
      expect(sessionStateOf(useSessionStore.getState())).toEqual(readable);
    },
  );

  it('loads 100 000 stored collections as the first 100 at once (S6)', async () => {
    const collections = Array.from({ length: 100_000 }, (_, index) => `C${index}`);
    storedSession({ form: { ...DEFAULT_FORM, collections } });
    const begun = performance.now();
    await useSessionStore.persist.rehydrate();
    expect(performance.now() - begun).toBeLessThan(1000);
    expect(useSessionStore.getState().form.collections).toEqual(collections.slice(0, 100));
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['an empty key', ''],
    ['a key too long', 'K'.repeat(101)],
    ['an object', { key: 'Krytan' }],
  ])('a stored rest map that is %s is left out; the rest stays (issue 60)', async (_, restOn) => {
    storedSession({ ...readable, startedAt: NOW, restFrom: NOW + 60_000, restOn });
    await useSessionStore.persist.rehydrate();
    const state = sessionStateOf(useSessionStore.getState());
    expect(state).toEqual({ ...readable, startedAt: NOW, restFrom: NOW + 60_000 });
    expect(state.restOn).toBeUndefined();
  });

  it('keeps a readable session as it is', async () => {
    const session = {
      form: { ...DEFAULT_FORM, start: NOW + 86_400_000 },
      startedAt: NOW,
      restFrom: NOW + 60_000,
      restOn: 'Krytan',
    };
    storedSession(session);
    await useSessionStore.persist.rehydrate();
    expect(sessionStateOf(useSessionStore.getState())).toEqual(session);
  });
});
