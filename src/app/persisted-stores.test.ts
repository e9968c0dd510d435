import { describe, expect, it } from 'vitest';
import { LABELLED_SLICES } from '@/lib/storage/storage-words';
import { registeredSlices } from '@/lib/storage/persisted-store';
import { persistedStores } from './persisted-stores';

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

describe('persisted stores', () => {
  it('finds the store modules', () => {
    expect(storeModules.length).toBeGreaterThanOrEqual(6);
  });

  it('registers every persisted store at start-up', async () => {
    await import('./persisted-stores');
    await import('@/lib/storage/persisted-store');
    const atStartUp = registeredSlices.map((slice) => slice.definition.name);
    for (const path of storeModules) await loaders[path]?.();
    // A store module that start-up does not reach would register itself only now.
    expect(registeredSlices.map((slice) => slice.definition.name)).toEqual(atStartUp);
  });

  it('lists every registered store but the switch itself for the storage sync', async () => {
    await import('@/lib/storage/persisted-store');
    const listed = persistedStores.map((store) => store.persist.getOptions().name);
    const registered = registeredSlices
      .filter((slice) => slice.definition.exportable !== false)
      .map((slice) => slice.key);
    expect([...listed].sort()).toEqual([...registered].sort());
  });

  it('has words for every registered store (notices and the import preview name it)', async () => {
    await import('./persisted-stores');
    const names = registeredSlices.map((slice) => slice.definition.name);
    expect(names.filter((name) => !LABELLED_SLICES.includes(name))).toEqual([]);
  });
});
