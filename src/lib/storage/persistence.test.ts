import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

/**
 * A fresh copy of the storage module and two slices, as after a page load: the start-up reads
 * what is stored (`storedDataRead`), and once the app is live every slice's checks are loaded
 * (unless `live` is false). The words' checks are a module of their own, loaded when needed.
 */
async function loadApp({ live = true } = {}) {
  vi.resetModules();
  const [persisted, valid, persistence, notices, exportImport] = await Promise.all([
    import('./persisted-store'),
    import('./keep-valid'),
    import('./persistence'),
    import('./storage-notices'),
    import('./export-import'),
  ]);
  const storage = { ...persisted, ...valid, ...persistence, ...notices, ...exportImport };
  const checksLoads = { count: 0 };
  const useCounter = storage.createPersistedStore(
    {
      name: 'counter',
      version: 2,
      checks: { schema: z.object({ count: z.number().int() }) },
      partialize: ({ count }: { count: number; bump: () => void }) => ({ count }),
      // Version 1 stored the count as a string.
      migrate: (stored, from) =>
        from === 1 ? { count: Number((stored as { value: string }).value) } : stored,
    },
    (set) => ({ count: 0, bump: () => set(({ count }) => ({ count: count + 1 })) }),
  );
  const useWords = storage.createPersistedStore(
    {
      name: 'words',
      version: 1,
      checks: async () => ({
        loads: ++checksLoads.count,
        checks: {
          schema: z.object({ words: z.array(z.string()).max(3) }),
          repair: (stored: unknown) => {
            const options = { max: 3, items: 'words' };
            const read = storage.keepValidItems(stored, 'words', z.string(), options);
            return { data: { words: read.kept }, problems: read.problems, capped: read.capped };
          },
        },
      }),
      partialize: ({ words }: { words: string[] }) => ({ words }),
      mergeImport: (current, incoming) => ({
        words: [...new Set([...current.words, ...incoming.words])],
      }),
      countItems: ({ words }) => words.length,
      itemNames: ({ words }) => words.map((name) => ({ name })),
    },
    () => ({ words: [] as string[] }),
  );
  await storage.storedDataRead();
  if (live) await storage.loadSliceChecks();
  return { ...storage, useCounter, useWords, checksLoads };
}

const key = (name: string) => `tyria-fishing-companion:${name}`;
const stored = (name: string) => JSON.parse(localStorage.getItem(key(name)) ?? 'null');

describe('persistence', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('writes nothing before the player turns persistence on', async () => {
    const { useCounter } = await loadApp();
    useCounter.getState().bump();
    expect(localStorage.length).toBe(0);
  });

  it('saves the current state at once when turned on, and each change after', async () => {
    const { useCounter, useWords, setPersistence } = await loadApp();
    useCounter.getState().bump();
    useWords.setState({ words: ['carp'] });
    setPersistence(true);
    expect(stored('counter')).toEqual({ state: { count: 1 }, version: 2 });
    expect(stored('words')).toEqual({ state: { words: ['carp'] }, version: 1 });
    expect(stored('user-data')).toEqual({ state: { persist: true }, version: 1 });
    useCounter.getState().bump();
    expect(stored('counter').state.count).toBe(2);
  });

  it('restores everything on the next visit', async () => {
    const first = await loadApp();
    first.setPersistence(true);
    first.useCounter.setState({ count: 7 });
    first.useWords.setState({ words: ['eel', 'pike'] });
    const second = await loadApp();
    expect(second.useUserData.getState().persist).toBe(true);
    expect(second.useCounter.getState().count).toBe(7);
    expect(second.useWords.getState().words).toEqual(['eel', 'pike']);
  });

  it('removes every stored entry when turned off, keeping what is on screen', async () => {
    const { useCounter, setPersistence } = await loadApp();
    setPersistence(true);
    useCounter.setState({ count: 3 });
    localStorage.setItem(key('left-over'), 'x');
    localStorage.setItem('another-site', 'kept');
    setPersistence(false);
    expect(Object.keys(localStorage)).toEqual(['another-site']);
    expect(useCounter.getState().count).toBe(3);
    useCounter.getState().bump();
    expect(localStorage.getItem(key('counter'))).toBeNull();
  });

  it.each([
    ['garbage', 'not json at all'],
    ['wrong types', JSON.stringify({ state: { count: 'many' }, version: 2 })],
    ['no envelope', JSON.stringify({ count: 3 })],
    ['null', 'null'],
  ])('drops a corrupt slice (%s) with a notice while the rest loads', async (_, raw) => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    localStorage.setItem(key('counter'), raw);
    localStorage.setItem(key('words'), JSON.stringify({ state: { words: ['koi'] }, version: 1 }));
    const { useCounter, useWords, useStorageNotices } = await loadApp();
    expect(useCounter.getState().count).toBe(0);
    expect(useWords.getState().words).toEqual(['koi']);
    expect(localStorage.getItem(key('counter'))).toBeNull();
    expect(useStorageNotices.getState().notices).toEqual([
      { id: expect.any(Number), kind: 'dropped', slice: 'counter' },
    ]);
  });

  it('keeps the valid items of a group with one bad item, with a notice', async () => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    localStorage.setItem(
      key('words'),
      JSON.stringify({ state: { words: ['koi', 7, 'eel'] }, version: 1 }),
    );
    const { useWords, useStorageNotices } = await loadApp();
    expect(useWords.getState().words).toEqual(['koi', 'eel']);
    expect(useStorageNotices.getState().notices).toEqual([
      { id: expect.any(Number), kind: 'repaired', slice: 'words' },
    ]);
  });

  it.each([
    [['koi', 'eel', 'pike', 'carp', 'ray'], ['koi', 'eel', 'pike'], false],
    [['koi', 7, 'eel', 'carp'], ['koi', 'eel'], true],
  ])('says a group over its cap kept its first items (%j)', async (words, kept, alsoInvalid) => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    localStorage.setItem(key('words'), JSON.stringify({ state: { words }, version: 1 }));
    const { useWords, useStorageNotices } = await loadApp();
    expect(useWords.getState().words).toEqual(kept);
    expect(useStorageNotices.getState().notices).toEqual([
      {
        id: expect.any(Number),
        kind: 'capped',
        slice: 'words',
        count: words.length,
        max: 3,
        alsoInvalid,
      },
    ]);
  });

  it('shows the switch on when its own entry is unreadable but saved data exists', async () => {
    localStorage.setItem(key('user-data'), 'not json');
    localStorage.setItem(key('words'), JSON.stringify({ state: { words: ['koi'] }, version: 1 }));
    const { useUserData } = await loadApp();
    expect(useUserData.getState().persist).toBe(true);
    expect(stored('user-data')).toEqual({ state: { persist: true }, version: 1 });
  });

  it('leaves the switch off when its entry is unreadable and nothing else is saved', async () => {
    localStorage.setItem(key('user-data'), 'not json');
    const { useUserData } = await loadApp();
    expect(useUserData.getState().persist).toBe(false);
  });

  it('leaves data from a newer version of the app untouched, even after changes', async () => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    const future = JSON.stringify({ state: { count: 3, extra: true }, version: 9 });
    localStorage.setItem(key('counter'), future);
    const { useCounter, useStorageNotices } = await loadApp();
    expect(useCounter.getState().count).toBe(0);
    useCounter.getState().bump();
    expect(localStorage.getItem(key('counter'))).toBe(future);
    expect(useStorageNotices.getState().notices).toEqual([
      { id: expect.any(Number), kind: 'newer', slice: 'counter' },
    ]);
  });

  it('upgrades data stored by an older version', async () => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    localStorage.setItem(key('counter'), JSON.stringify({ state: { value: '12' }, version: 1 }));
    const { useCounter } = await loadApp();
    expect(useCounter.getState().count).toBe(12);
  });

  it('keeps working in memory with a notice when storage refuses writes', async () => {
    const { useCounter, setPersistence, useStorageNotices } = await loadApp();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setPersistence(true);
    useCounter.getState().bump();
    expect(useCounter.getState().count).toBe(1);
    expect(useStorageNotices.getState().notices).toEqual([
      { id: expect.any(Number), kind: 'quota' },
    ]);
  });

  it('loads what another tab saved and follows it turning persistence off', async () => {
    const { useCounter, setPersistence, startStorageSync, useUserData } = await loadApp();
    setPersistence(true);
    const stop = startStorageSync();
    const value = JSON.stringify({ state: { count: 42 }, version: 2 });
    localStorage.setItem(key('counter'), value);
    window.dispatchEvent(new StorageEvent('storage', { key: key('counter'), newValue: value }));
    await vi.waitFor(() => expect(useCounter.getState().count).toBe(42));

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: key('user-data'), newValue: null }));
    expect(useUserData.getState().persist).toBe(false);
    expect(useCounter.getState().count).toBe(42);
    stop();
  });

  it("merges another tab's save made at the same moment instead of losing either", async () => {
    const { useWords, setPersistence, startStorageSync } = await loadApp();
    setPersistence(true);
    const stop = startStorageSync();
    const before = JSON.stringify({ state: { words: ['pike'] }, version: 1 });
    useWords.setState({ words: ['pike'] });
    // This tab adds "carp"; the other tab, which had not heard of it yet, saved "eel" over it.
    useWords.setState({ words: ['carp', 'pike'] });
    const theirs = JSON.stringify({ state: { words: ['eel', 'pike'] }, version: 1 });
    localStorage.setItem(key('words'), theirs);
    window.dispatchEvent(
      new StorageEvent('storage', { key: key('words'), oldValue: before, newValue: theirs }),
    );
    expect([...useWords.getState().words].sort()).toEqual(['carp', 'eel', 'pike']);
    expect([...stored('words').state.words].sort()).toEqual(['carp', 'eel', 'pike']);

    // A removal in the other tab is followed here.
    const removed = JSON.stringify({ state: { words: ['carp', 'eel'] }, version: 1 });
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: key('words'),
        oldValue: localStorage.getItem(key('words')),
        newValue: removed,
      }),
    );
    expect([...useWords.getState().words].sort()).toEqual(['carp', 'eel']);
    stop();
  });

  it("keeps another tab's items when saving before its storage event arrived", async () => {
    const { useWords, setPersistence } = await loadApp();
    setPersistence(true);
    useWords.setState({ words: ['pike'] });
    // The other tab saved "eel"; this tab has not heard of it and saves "carp" over it.
    localStorage.setItem(
      key('words'),
      JSON.stringify({ state: { words: ['eel', 'pike'] }, version: 1 }),
    );
    useWords.setState({ words: ['carp', 'pike'] });
    expect([...stored('words').state.words].sort()).toEqual(['carp', 'eel', 'pike']);
    // This tab shows the other tab's item as soon as it saved it.
    await vi.waitFor(() =>
      expect([...useWords.getState().words].sort()).toEqual(['carp', 'eel', 'pike']),
    );
    // A removal the other tab saved is kept too.
    localStorage.setItem(
      key('words'),
      JSON.stringify({ state: { words: ['carp', 'eel'] }, version: 1 }),
    );
    useWords.setState({ words: [...useWords.getState().words, 'roach'] });
    expect([...stored('words').state.words].sort()).toEqual(['carp', 'eel', 'roach']);
  });

  it("keeps what is stored, and says so, when another tab's items and this one's go past the cap (G2)", async () => {
    const { useWords, setPersistence, useStorageNotices } = await loadApp();
    setPersistence(true);
    useWords.setState({ words: ['pike', 'roach'] });
    // The other tab filled the last place with "eel"; this tab, not having heard of it, adds "carp".
    const theirs = ['eel', 'pike', 'roach'];
    localStorage.setItem(key('words'), JSON.stringify({ state: { words: theirs }, version: 1 }));
    useWords.setState({ words: ['carp', 'pike', 'roach'] });
    expect(stored('words').state.words).toEqual(theirs);
    await vi.waitFor(() => expect(useWords.getState().words).toEqual(theirs));
    expect(useStorageNotices.getState().notices).toEqual([
      { id: expect.any(Number), kind: 'cap-reached', slice: 'words', max: 3 },
    ]);
  });

  /**
   * Tabs in different browser processes can both save from the same entry: the later save wins,
   * and its tab then hears of the earlier one (`oldValue` → `newValue`) while its own entry is
   * still stored. Chromium does this (seen in e2e/reliability-tabs.spec.ts).
   */
  it.each<[string, string[], string[], string[], string[]]>([
    ['both add', ['pike'], ['carp', 'pike'], ['eel', 'pike'], ['carp', 'eel', 'pike']],
    [
      'one removes, the other adds',
      ['pike', 'roach'],
      ['roach'],
      ['eel', 'pike', 'roach'],
      ['eel', 'roach'],
    ],
    ['both remove', ['pike', 'roach', 'carp'], ['roach', 'carp'], ['pike', 'carp'], ['carp']],
  ])(
    'keeps both changes when its save overwrote one it had not seen (%s)',
    async (_case, before, mine, theirs, expected) => {
      const { useWords, setPersistence, startStorageSync } = await loadApp();
      setPersistence(true);
      const stop = startStorageSync();
      useWords.setState({ words: before });
      const entry = (words: string[]) => JSON.stringify({ state: { words }, version: 1 });
      // This tab saves last, over the other tab's save it had not heard of yet…
      useWords.setState({ words: mine });
      expect(stored('words').state.words).toEqual(mine);
      // …whose storage event arrives now, with the change as the other tab made it.
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: key('words'),
          oldValue: entry(before),
          newValue: entry(theirs),
        }),
      );
      expect([...useWords.getState().words].sort()).toEqual(expected);
      expect([...stored('words').state.words].sort()).toEqual(expected);
      stop();
    },
  );

  it('shows the repair of the tab whose save won, when its own save was overwritten', async () => {
    const { useWords, setPersistence, startStorageSync } = await loadApp();
    setPersistence(true);
    const stop = startStorageSync();
    const entry = (words: string[]) => JSON.stringify({ state: { words }, version: 1 });
    useWords.setState({ words: ['pike'] });
    useWords.setState({ words: ['eel', 'pike'] });
    const send = (oldWords: string[], newWords: string[]) => {
      localStorage.setItem(key('words'), entry(newWords));
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: key('words'),
          oldValue: entry(oldWords),
          newValue: entry(newWords),
        }),
      );
    };
    // The other tab, not having seen "eel", saved "carp" over it; then it repairs its save.
    send(['eel', 'pike'], ['carp', 'pike']);
    send(['carp', 'pike'], ['carp', 'eel', 'pike']);
    expect([...useWords.getState().words].sort()).toEqual(['carp', 'eel', 'pike']);
    expect([...stored('words').state.words].sort()).toEqual(['carp', 'eel', 'pike']);
    stop();
  });

  it('keeps unsaved changes when another tab turns persistence on', async () => {
    const { useWords, startStorageSync, useUserData } = await loadApp();
    const stop = startStorageSync();
    useWords.setState({ words: ['carp'] });
    const on = JSON.stringify({ state: { persist: true }, version: 1 });
    localStorage.setItem(key('user-data'), on);
    window.dispatchEvent(new StorageEvent('storage', { key: key('user-data'), newValue: on }));
    const theirs = JSON.stringify({ state: { words: ['eel'] }, version: 1 });
    localStorage.setItem(key('words'), theirs);
    window.dispatchEvent(new StorageEvent('storage', { key: key('words'), newValue: theirs }));
    expect(useUserData.getState().persist).toBe(true);
    expect([...useWords.getState().words].sort()).toEqual(['carp', 'eel']);
    expect([...stored('words').state.words].sort()).toEqual(['carp', 'eel']);
    stop();
  });
});

describe('export and import', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips every exportable slice, without the persistence switch', async () => {
    const first = await loadApp();
    first.useCounter.setState({ count: 5 });
    first.useWords.setState({ words: ['trout'] });
    const file = await first.createExport(new Date('2026-11-22T00:00:00Z'));
    expect(Object.keys(file.slices).sort()).toEqual(['counter', 'words']);

    const second = await loadApp();
    const preview = await second.previewImport(JSON.stringify(file));
    if (!preview.ok) throw new Error(JSON.stringify(preview.reasons));
    expect(second.applyImport(preview.groups, 'replace')).toEqual([
      { name: 'counter' },
      { name: 'words' },
    ]);
    expect(second.useCounter.getState().count).toBe(5);
    expect(second.useWords.getState().words).toEqual(['trout']);
  });

  const valid = (slices: object) =>
    JSON.stringify({ app: 'tyria-fishing-companion', format: 1, exportedAt: '', slices });

  it.each([
    ['not JSON', '{oops', { kind: 'not-json' }],
    [
      'another app',
      JSON.stringify({ app: 'other', format: 1, slices: {} }),
      { kind: 'not-export' },
    ],
    [
      'a newer format',
      JSON.stringify({ app: 'tyria-fishing-companion', format: 2 }),
      { kind: 'format', format: '2' },
    ],
    ['an empty file', valid({}), { kind: 'empty' }],
    [
      'a huge file',
      valid({ words: { version: 1, state: { words: ['x'.repeat(1_000_001)] } } }),
      { kind: 'too-large' },
    ],
    [
      'a file whose only group is from a newer version',
      valid({ words: { version: 5, state: { words: [] } } }),
      { kind: 'newer', slice: 'words' },
    ],
  ])('refuses %s with a reason and changes nothing', async (_, text, reason) => {
    const { useCounter, useWords, previewImport } = await loadApp();
    useCounter.setState({ count: 9 });
    const result = await previewImport(text);
    expect(result).toEqual({ ok: false, reasons: [reason] });
    expect(useCounter.getState().count).toBe(9);
    expect(useWords.getState().words).toEqual([]);
  });
  it('previews item by item: keeps the good items, says why the others are left out', async () => {
    const { useWords, previewImport, applyImport } = await loadApp();
    useWords.setState({ words: ['koi'] });
    const preview = await previewImport(
      valid({
        words: { version: 1, state: { words: ['eel', 7, 'koi', 'carp', 'pike'] } },
        counter: { version: 2, state: {} },
      }),
    );
    if (!preview.ok) throw new Error(JSON.stringify(preview.reasons));
    expect(preview.refused).toEqual([{ kind: 'invalid', slice: 'counter' }]);
    expect(preview.groups).toEqual([
      expect.objectContaining({
        name: 'words',
        fileCount: 2,
        currentCount: 1,
        problems: [
          { kind: 'too-many', count: 5, max: 3, items: 'words' },
          { kind: 'left-out', item: { position: 2 } },
        ],
      }),
    ]);
    expect(useWords.getState().words).toEqual(['koi']);
    applyImport(preview.groups, 'merge');
    expect(useWords.getState().words).toEqual(['koi', 'eel']);
    applyImport(preview.groups, 'replace');
    expect(useWords.getState().words).toEqual(['eel', 'koi']);
  });

  it.each<[string, string[], string[], object | undefined, string[]]>([
    ['within the cap', ['koi'], ['eel', 'pike'], undefined, ['koi', 'eel', 'pike']],
    [
      "past the cap: the file's last items are left out",
      ['koi', 'carp'],
      ['eel', 'pike'],
      { total: 4, max: 3, leftOut: 1, names: [{ name: 'pike' }] },
      ['koi', 'carp', 'eel'],
    ],
    [
      'already at the cap',
      ['koi', 'carp', 'roach'],
      ['eel', 'pike'],
      { total: 5, max: 3, leftOut: 2, names: [{ name: 'eel' }, { name: 'pike' }] },
      ['koi', 'carp', 'roach'],
    ],
    [
      'items both hold count once',
      ['koi', 'carp'],
      ['koi', 'eel'],
      undefined,
      ['koi', 'carp', 'eel'],
    ],
  ])(
    'caps a merge at import time and says what it leaves out (%s)',
    async (_case, current, file, cap, kept) => {
      const app = await loadApp();
      app.setPersistence(true);
      app.useWords.setState({ words: current });
      const preview = await app.previewImport(
        valid({ words: { version: 1, state: { words: file } } }),
      );
      if (!preview.ok) throw new Error(JSON.stringify(preview.reasons));
      expect(preview.groups[0]?.mergeCap).toEqual(cap);
      expect(app.useWords.getState().words).toEqual(current);
      expect(app.applyImport(preview.groups, 'merge')).toEqual([
        cap ? { name: 'words', cap } : { name: 'words' },
      ]);
      expect(app.useWords.getState().words).toEqual(kept);
      expect(stored('words').state.words).toEqual(kept);
      // Nothing more is dropped later: the next visit loads all of it, without a notice.
      const next = await loadApp();
      expect(next.useWords.getState().words).toEqual(kept);
      expect(next.useStorageNotices.getState().notices).toEqual([]);
    },
  );
});

describe('checks loaded when needed', () => {
  beforeEach(() => localStorage.clear());
  const entry = (words: string[]) => JSON.stringify({ state: { words }, version: 1 });

  it('are not loaded at start-up when nothing is stored, and are once the app is live', async () => {
    const app = await loadApp({ live: false });
    expect(app.checksLoads.count).toBe(0);
    await app.loadSliceChecks();
    expect(app.checksLoads.count).toBe(1);
  });

  it('load before the first render when something is stored, which is then read', async () => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    localStorage.setItem(key('words'), entry(['carp', 'pike', 'eel', 'roach']));
    const { useWords, useStorageNotices, checksLoads } = await loadApp({ live: false });
    expect(checksLoads.count).toBe(1);
    expect(useWords.getState().words).toEqual(['carp', 'pike', 'eel']);
    expect(useStorageNotices.getState().notices).toContainEqual(
      expect.objectContaining({ kind: 'capped', slice: 'words', count: 4, max: 3 }),
    );
  });

  it('hold a save until they load, then merge what another tab stored meanwhile', async () => {
    const { useWords, setPersistence, checksLoads } = await loadApp({ live: false });
    setPersistence(true);
    localStorage.setItem(key('words'), entry(['eel']));
    useWords.setState({ words: ['carp'] });
    // Nothing is written over the other tab's entry before it can be read.
    expect(stored('words').state.words).toEqual(['eel']);
    await vi.waitFor(() =>
      expect([...stored('words').state.words].sort()).toEqual(['carp', 'eel']),
    );
    expect([...useWords.getState().words].sort()).toEqual(['carp', 'eel']);
    expect(checksLoads.count).toBe(1);
  });

  it("take in another tab's change once they load", async () => {
    const { useWords, startStorageSync } = await loadApp({ live: false });
    const stop = startStorageSync();
    useWords.setState({ words: ['pike'] });
    window.dispatchEvent(
      new StorageEvent('storage', { key: key('words'), oldValue: null, newValue: entry(['eel']) }),
    );
    await vi.waitFor(() => expect([...useWords.getState().words].sort()).toEqual(['eel', 'pike']));
    stop();
  });
});

describe('persistence turned on in another tab', () => {
  beforeEach(() => localStorage.clear());

  it("saves this tab's unsaved data of a store the other tab had not created", async () => {
    const { useCounter, startStorageSync, useUserData } = await loadApp();
    const stop = startStorageSync();
    useCounter.getState().bump();
    // The other tab turned persistence on and saved only its own stores (not the counter).
    const on = JSON.stringify({ state: { persist: true }, version: 1 });
    localStorage.setItem(key('user-data'), on);
    window.dispatchEvent(new StorageEvent('storage', { key: key('user-data'), newValue: on }));
    expect(useUserData.getState().persist).toBe(true);
    expect(stored('counter')).toEqual({ state: { count: 1 }, version: 2 });
    stop();
  });
});

describe('a store created when first used, after the start-up', () => {
  beforeEach(() => localStorage.clear());
  const entry = (fish: string[]) => JSON.stringify({ state: { fish }, version: 1 });

  /** A store of its own slice, `fish` (at most 3), created now; its checks load when `release`d. */
  function createLateStore(app: Awaited<ReturnType<typeof loadApp>>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const loads = { count: 0 };
    const useFish = app.createPersistedStore(
      {
        name: 'fish',
        version: 1,
        checks: async () => {
          loads.count += 1;
          await released;
          const repair = (data: unknown) => {
            const read = app.keepValidItems(data, 'fish', z.string(), { max: 3, items: 'fish' });
            return { data: { fish: read.kept }, problems: read.problems, capped: read.capped };
          };
          return { checks: { schema: z.object({ fish: z.array(z.string()).max(3) }), repair } };
        },
        partialize: ({ fish }: { fish: string[]; add: (name: string) => unknown }) => ({ fish }),
      },
      (_set, _get, _api, setWithinCap) => ({
        fish: [] as string[],
        add: (name: string) => setWithinCap(({ fish }) => ({ fish: [...fish, name] })),
      }),
    );
    return { useFish, release, loads };
  }

  it('reads what it stored once its checks load, keeping a change made meanwhile', async () => {
    localStorage.setItem(
      key('user-data'),
      JSON.stringify({ state: { persist: true }, version: 1 }),
    );
    const app = await loadApp({ live: false });
    localStorage.setItem(key('fish'), entry(['eel']));
    const { useFish, release, loads } = createLateStore(app);
    // Its entry waits for its checks, which start loading at once.
    expect(loads.count).toBe(1);
    expect(useFish.getState().fish).toEqual([]);
    useFish.getState().add('carp');
    release();
    await vi.waitFor(() => expect([...useFish.getState().fish].sort()).toEqual(['carp', 'eel']));
    expect([...stored('fish').state.fish].sort()).toEqual(['carp', 'eel']);
  });

  it('holds its cap from its creation once the app is live', async () => {
    const app = await loadApp();
    const { useFish, release, loads } = createLateStore(app);
    expect(loads.count).toBe(1);
    release();
    await app.loadSliceChecks();
    ['carp', 'eel', 'pike'].forEach((name) => useFish.getState().add(name));
    expect(useFish.getState().add('roach')).toEqual({ slice: 'fish', max: 3 });
    expect(useFish.getState().fish).toEqual(['carp', 'eel', 'pike']);
  });
});
