import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELLED_SLICES } from '@/lib/storage/storage-words';
import { storeLoaders } from './persisted-stores';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const loaders = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/testing/**',
]);

/** Every source module that creates a persisted store. */
const storeModules = Object.keys(sources).filter(
  (path) =>
    /\bcreatePersistedStore\s*[<(]/.test(sources[path] ?? '') &&
    !path.endsWith('/persisted-store.ts'),
);

/** A fresh storage module, as on a page that has created no store yet. */
async function freshPage() {
  vi.resetModules();
  const persisted = await import('@/lib/storage/persisted-store');
  // The persistence switch's own store, created by the storage module the start-up loads.
  await import('@/lib/storage/persistence');
  const names = () => persisted.registeredSlices.map((slice) => slice.definition.name);
  return { ...persisted, names };
}

describe('persisted stores', () => {
  it('finds the store modules', () => {
    expect(storeModules.length).toBeGreaterThanOrEqual(6);
  });

  it.each(Object.keys(storeLoaders))('lists the store of "%s" under its name', async (name) => {
    const page = await freshPage();
    await storeLoaders[name]?.();
    expect(page.names()).toContain(name);
  });

  it('lists every module that creates a persisted store', async () => {
    const page = await freshPage();
    await Promise.all(Object.values(storeLoaders).map((load) => load()));
    const listed = page.names();
    for (const path of storeModules) await loaders[path]?.();
    // A store module the list does not reach would register itself only now.
    expect(page.names()).toEqual(listed);
  });

  it('has words for every store (notices and the import preview name it)', () => {
    const names = Object.keys(storeLoaders);
    expect(names.filter((name) => !LABELLED_SLICES.includes(name))).toEqual([]);
  });
});

describe('a store this page has not created', () => {
  const pinsKey = 'tyria-fishing-companion:pins';
  const marksKey = 'tyria-fishing-companion:marks';
  const entry = (state: unknown) => JSON.stringify({ state, version: 1 });
  const pin = { name: 'Kryta', endpoint: '/region/Krytan', isPinned: true };

  /** A page that created no store yet, with persistence on and the app's list of stores. */
  async function pageWithoutStores() {
    localStorage.setItem('tyria-fishing-companion:user-data', entry({ persist: true }));
    const page = await freshPage();
    const persistence = await import('@/lib/storage/persistence');
    const registry = await import('@/lib/storage/slice-registry');
    const transfer = await import('@/lib/storage/export-import');
    registry.registerStoreLoaders(storeLoaders);
    return { ...page, ...persistence, ...transfer };
  }

  beforeEach(() => localStorage.clear());

  it('is exported with what it stored', async () => {
    localStorage.setItem(pinsKey, entry({ pins: [pin] }));
    const page = await pageWithoutStores();
    expect(page.names()).not.toContain('pins');
    const file = await page.createExport(new Date('2026-12-07T00:00:00Z'));
    expect(file.slices.pins).toEqual({ version: 1, state: { pins: [pin] } });
    expect(Object.keys(file.slices).sort()).toEqual(Object.keys(storeLoaders).sort());
  });

  it('takes an import, merged with what it stored, and stores it', async () => {
    localStorage.setItem(marksKey, entry({ acquired: [1], completion: {} }));
    const page = await pageWithoutStores();
    const file = {
      app: 'tyria-fishing-companion',
      format: 1,
      exportedAt: '2026-12-07T00:00:00.000Z',
      slices: { marks: { version: 1, state: { acquired: [2], completion: {} } } },
    };
    const preview = await page.previewImport(JSON.stringify(file));
    if (!preview.ok) throw new Error(JSON.stringify(preview.reasons));
    expect(preview.groups.map((group) => [group.name, group.currentCount])).toEqual([['marks', 1]]);
    page.applyImport(preview.groups, 'merge');
    expect(JSON.parse(localStorage.getItem(marksKey) ?? '{}').state.acquired).toEqual([1, 2]);
  });

  it("shows another tab's change once created, and takes those after it", async () => {
    const page = await pageWithoutStores();
    const stop = page.startStorageSync();
    const first = entry({ pins: [pin] });
    localStorage.setItem(pinsKey, first);
    window.dispatchEvent(new StorageEvent('storage', { key: pinsKey, newValue: first }));
    const { usePinsStore } = await import('@/features/pins/pins-store');
    await vi.waitFor(() => expect(usePinsStore.getState().pins).toEqual([pin]));

    const other = { name: 'Seitung', endpoint: '/region/Seitung', isPinned: true };
    const second = entry({ pins: [other, pin] });
    localStorage.setItem(pinsKey, second);
    window.dispatchEvent(
      new StorageEvent('storage', { key: pinsKey, oldValue: first, newValue: second }),
    );
    expect(usePinsStore.getState().pins).toEqual([other, pin]);
    stop();
  });

  it('keeps what it stored when persistence is turned off, and stores it again when on', async () => {
    localStorage.setItem(pinsKey, entry({ pins: [pin] }));
    const page = await pageWithoutStores();
    page.setPersistence(false);
    expect(localStorage.getItem(pinsKey)).toBeNull();
    const { usePinsStore } = await import('@/features/pins/pins-store');
    await vi.waitFor(() => expect(usePinsStore.getState().pins).toEqual([pin]));
    page.setPersistence(true);
    expect(JSON.parse(localStorage.getItem(pinsKey) ?? '{}').state.pins).toEqual([pin]);
  });
});
