import { beforeEach, describe, expect, it } from 'vitest';
import { useKeysStore } from '@/features/account/keys-store';
import { usePinsStore } from '@/features/pins/pins-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { applyImport, previewImport } from '@/lib/storage/export-import';
import { importedText, itemText } from '@/lib/storage/storage-words';
import { TEST_API_KEY } from '@/testing/gw2-fixtures';

/** A GW2-shaped key that differs from the test key in its first characters. */
const keyNumber = (n: number) => `${n.toString(16).padStart(8, '0')}${TEST_API_KEY.slice(8)}`;
const pin = (n: number) => ({ name: `P${n}`, endpoint: `/region/P${n}`, isPinned: true });
const key = (n: number) => ({ name: `K${n}`, key: keyNumber(n), invalid: false });
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const groups = {
  pins: {
    label: 'pinned pages',
    max: 200,
    current: (ids: number[]) => usePinsStore.setState({ pins: ids.map(pin) }),
    state: (ids: number[]) => ({ pins: ids.map(pin) }),
    count: () => usePinsStore.getState().pins.length,
    first: (n: number) => `"P${n}"`,
  },
  marks: {
    label: 'fish marks',
    max: 2000,
    current: (ids: number[]) => useMarksStore.setState({ acquired: ids, completion: {} }),
    state: (ids: number[]) => ({ acquired: ids, completion: {} }),
    count: () => useMarksStore.getState().acquired.length,
    first: (n: number) => `fish ${n}`,
  },
  'api-keys': {
    label: 'API keys',
    max: 50,
    current: (ids: number[]) =>
      useKeysStore.setState({ keys: Object.fromEntries(ids.map((n) => [`K${n}`, key(n)])) }),
    state: (ids: number[]) => ({ keys: Object.fromEntries(ids.map((n) => [`K${n}`, key(n)])) }),
    count: () => Object.keys(useKeysStore.getState().keys).length,
    first: (n: number) => `"K${n}"`,
  },
};

const file = (name: string, state: unknown) =>
  JSON.stringify({
    app: 'tyria-fishing-companion',
    format: 1,
    exportedAt: '',
    slices: { [name]: { version: 1, state } },
  });

describe('merge import caps', () => {
  beforeEach(() => {
    usePinsStore.setState({ pins: [] });
    useMarksStore.setState({ acquired: [], completion: {} });
    useKeysStore.setState({ keys: {}, selectedKey: undefined });
  });

  it.each<[keyof typeof groups, number, number]>([
    ['pins', 150, 150],
    ['pins', 100, 100],
    ['marks', 1500, 1000],
    ['api-keys', 30, 30],
    ['api-keys', 50, 1],
  ])('%s: %i yours + %i from the file stay within the limit', async (name, mine, theirs) => {
    const group = groups[name];
    group.current(range(1, mine));
    const preview = await previewImport(file(name, group.state(range(mine + 1, theirs))));
    if (!preview.ok) throw new Error(JSON.stringify(preview.reasons));
    const total = mine + theirs;
    const leftOut = Math.max(0, total - group.max);
    const cap = preview.groups[0]?.mergeCap;
    if (leftOut === 0) expect(cap).toBeUndefined();
    else {
      expect(cap).toEqual(expect.objectContaining({ total, max: group.max, leftOut }));
      expect(cap?.names.map((item) => itemText(item, sourceI18n))).toEqual(
        range(total - leftOut + 1, leftOut).map(group.first),
      );
    }
    const label = leftOut
      ? `${group.label} (${leftOut} left out: the limit is ${group.max})`
      : group.label;
    const imported = applyImport(preview.groups, 'merge');
    expect(imported.map((group) => importedText(group, sourceI18n))).toEqual([label]);
    expect(group.count()).toBe(Math.min(total, group.max));
  });
});
